/**
 * `/api` of a docs version: the API plugin's index page (its lists by kind), led by the
 * release's modules. The plugin renders a `readme` component above its lists; the modules overview
 * takes that place (plugins/api-module-pages.ts points the version's index route here and gives
 * it the overview as `modules`).
 */
import {useMemo, type ComponentProps, type ReactNode} from 'react';
import ApiItem from 'docusaurus-plugin-typedoc-api/lib/components/ApiItem';
import ApiModulesOverview from '@site/src/components/ApiModulesOverview';
import type {ModuleOverview} from '@site/plugins/api-module-pages';

type Props = ComponentProps<typeof ApiItem> & {modules: ModuleOverview[]};

/**
 * @param props.modules the modules overview, written at build time
 * @param props the rest: what the plugin's route gives its `ApiItem`
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
