import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import ApiMarkdown from '@site/src/components/ApiMarkdown';
import type {CodeData, HistoryData, SymbolData} from '@site/plugins/api-symbol-pages';
import styles from './styles.module.css';

/** A code block with the tokens the build made for it (plugins/code-tokens.ts). */
function Code({data, title}: {data: CodeData; title?: string}): ReactNode {
  return (
    <CodeBlock language="ts" title={title} tokens={data.tokens}>
      {data.code}
    </CodeBlock>
  );
}

function GuideLinks({guide}: {guide: {title: string; href: string}[]}): ReactNode {
  if (guide.length === 0) return null;
  return (
    <p>
      Upgrade guide:{' '}
      {guide.map((section, index) => (
        <span key={section.href}>
          {index > 0 && ', '}
          <Link to={section.href}>{inlineCode(section.title)}</Link>
        </span>
      ))}
    </p>
  );
}

/** A heading's Markdown (`` `printError()` and `formatError()` removed``), its inline code as code. */
function inlineCode(title: string): ReactNode[] {
  return title
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part, index) => (part.startsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

function History({name, history}: {name: string; history: HistoryData}): ReactNode {
  switch (history.status) {
    case 'new':
      return (
        <p>
          <span className={clsx('badge', styles.badge, styles.new)}>New in {history.release}</span> graphql{' '}
          {history.previous} has no <code>{name}</code>.
        </p>
      );
    case 'changed':
      return (
        <>
          <p>
            <span className={clsx('badge', styles.badge, styles.changed)}>Changed in {history.release}</span>{' '}
            What differs from graphql {history.previous} (
            <Link to={history.olderPage}>
              {name} in {history.previous}
            </Link>
            ):
          </p>
          <div className="row">
            <div className="col col--6">
              <Code data={history.before} title={`graphql ${history.previous}`} />
            </div>
            <div className="col col--6">
              <Code data={history.after} title={`graphql ${history.release}`} />
            </div>
          </div>
          <GuideLinks guide={history.guide} />
        </>
      );
    case 'removed':
      return (
        <>
          <p>
            <span className={clsx('badge', styles.badge, styles.removed)}>Removed in {history.release}</span>{' '}
            graphql {history.release} no longer exports <code>{name}</code>.
          </p>
          {history.replacement && <ApiMarkdown tokens={history.replacement} />}
          <GuideLinks guide={history.guide} />
        </>
      );
    default:
      return null;
  }
}

/**
 * How the search index (Pagefind, plugins/search-index.ts) reads these panels: none of a panel is
 * the page's indexed text ({@link NOT_INDEXED}), so that no search result's excerpt shows it (every
 * API page opens with them, and the excerpt of a page's start would show them instead of the
 * symbol's summary); a panel's content (not its heading) is a metadata field of the page
 * ({@link searchedAs}), which Pagefind searches too, so that a page is still found by words that
 * only its panels hold (the type of a parameter the older release had: `OnErrorCB` finds
 * `coerceInputValue`).
 */
const NOT_INDEXED = {'data-pagefind-ignore': ''};

/** The attributes of a panel's content: its text is the page's metadata field `field`
 * ({@link NOT_INDEXED}). */
const searchedAs = (field: string) => ({'data-pagefind-meta': field});

/**
 * The panels an API symbol page shows under its title: the
 * import lines that work for it, from each entry point that exports it, and its version history
 * between the two docs versions' releases, made at build time (plugins/api-symbol-pages.ts) and
 * carried in the page's shard. Rendered by src/components/ApiItem. The search index holds their
 * words apart from the page's text ({@link NOT_INDEXED}).
 * @returns the panels, or nothing for a page without symbol data (the `/api` index).
 */
export default function ApiSymbolPanels({data}: {data?: SymbolData}): ReactNode {
  if (!data) return null;
  return (
    <>
      <section className={clsx('tsd-panel', styles.panel)} {...NOT_INDEXED}>
        <Heading as="h2" className="tsd-panel-header">
          Import
        </Heading>
        <div className="tsd-panel-content" {...searchedAs('import')}>
          <Code data={data.imports} />
        </div>
      </section>
      {data.history && (
        <section className={clsx('tsd-panel', styles.panel)} {...NOT_INDEXED}>
          <Heading as="h2" className="tsd-panel-header">
            Version history
          </Heading>
          <div className="tsd-panel-content" {...searchedAs('history')}>
            <History name={data.name} history={data.history} />
          </div>
        </section>
      )}
    </>
  );
}
