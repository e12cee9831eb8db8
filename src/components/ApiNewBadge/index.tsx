import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The "New in 17" marker of an export in a list of exports: shown when the build marked the
 * export's entry with `newIn`, the major of the release that added it (plugins/api-symbol-pages.ts,
 * from plugins/api-history.ts). The index of an API page renders it after each name (src/components/ApiReflection).
 * @returns the marker, or nothing for an export both releases have.
 */
export default function ApiNewBadge({reflection}: {reflection: {newIn?: string}}): ReactNode {
  if (!reflection.newIn) return null;
  return <span className={`badge ${styles.badge}`}>New in {reflection.newIn}</span>;
}
