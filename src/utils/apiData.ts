/**
 * The API data and options that an API page provides to the components it renders, and the hooks
 * that read them. Ported from docusaurus-plugin-typedoc-api 4.4.0 (MIT: `ApiDataContext`,
 * `hooks/*`, and the page options context of its `ApiItem`).
 */
import {createContext, useContext} from 'react';
import type {ApiOptions, TSDDeclarationReflection, TSDDeclarationReflectionMap} from './apiTypes';

/** What {@link ApiDataContext} holds. */
export type ApiData = {options: ApiOptions; reflections: TSDDeclarationReflectionMap};

/**
 * The plugin's options (src/components/ApiPage provides them for the version's pages) and the
 * reflections of the page (src/components/ApiItem provides those of its shard).
 */
export const ApiDataContext = createContext<ApiData>({
  options: {
    banner: '',
    breadcrumbs: true,
    gitRefName: 'master',
    minimal: false,
    pluginId: 'default',
    scopes: [],
  },
  reflections: {},
});

/**
 * The page's reflection of an id.
 * @param id the reflection's id; 0 is one
 * @returns the reflection, or null when `id` is undefined
 * @throws Error when the page's data has no reflection of that id
 */
export function useReflection(id: number | undefined): TSDDeclarationReflection | null {
  const reflections = useReflectionMap();
  return id === undefined ? null : lookUpReflection(reflections, id);
}

/**
 * The page's reflection of an id, which must be there.
 * @throws Error when `id` is undefined or the page's data has no reflection of that id
 */
export function useRequiredReflection(id: number | undefined): TSDDeclarationReflection {
  return lookUpReflection(useReflectionMap(), id);
}

function lookUpReflection(reflections: TSDDeclarationReflectionMap, id: number | undefined) {
  if (id !== undefined && reflections[id]) {
    return reflections[id];
  }
  throw new Error(`Unable to find declaration with ID ${id}`);
}

/** Every reflection the page can look up, by id. */
export function useReflectionMap(): TSDDeclarationReflectionMap {
  return useContext(ApiDataContext).reflections;
}

/** Whether the pages show breadcrumbs (the plugin's `breadcrumbs` option). */
export function useBreadcrumbs(): boolean {
  return useContext(ApiDataContext).options.breadcrumbs;
}

/** The git tag or branch of source links without a URL of their own (the plugin's `gitRefName`). */
export function useGitRefName(): string {
  return useContext(ApiDataContext).options.gitRefName;
}

/** Whether the pages leave out parameters, return types and type declarations (`minimal`). */
export function useMinimalLayout(): boolean {
  return useContext(ApiDataContext).options.minimal;
}

/** The "Page Options" of an API page (src/components/ApiItemLayout). */
export type ApiPageOptions = {
  /** Whether the page lists inherited members, the only ones the options hide. */
  hasInherited?: boolean;
  hideInherited: boolean;
  setHideInherited: (hideInherited: boolean) => void;
};

/**
 * The page options, provided by src/components/ApiItem. Other pages in the API layout (the module
 * pages) have none, so the layout shows no options there.
 */
export const ApiOptionsContext = createContext<ApiPageOptions>({
  hideInherited: false,
  setHideInherited: () => {},
});
