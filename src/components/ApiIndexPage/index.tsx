/**
 * `/api` of a docs version: the package's index page (src/components/ApiItem: its lists by kind),
 * led by the release's modules. `ApiItem` renders a `readme` component above its lists; the
 * modules overview takes that place (plugins/api-module-pages.ts points the version's index route
 * here and gives it the overview as `modules`).
 */
import {useMemo, type ReactNode} from 'react';
import ApiItem, {type ApiItemProps} from '@site/src/components/ApiItem';
import ApiModulesOverview from '@site/src/components/ApiModulesOverview';
import type {ModuleOverview} from '@site/plugins/api-module-pages';

type Props = ApiItemProps & {modules: ModuleOverview[]};

/**
 * @param props.modules the modules overview, written at build time
 * @param props the rest: what the index route gives an `ApiItem`
 */
export default function ApiIndexPage({modules, ...props}: Props): ReactNode {
  const Overview = useMemo(
    () =>
      function ModulesOverview() {
        return <ApiModulesOverview modules={modules} />;
      },
    [modules],
  );
  return <ApiItem {...props} readme={Overview} />;
}
