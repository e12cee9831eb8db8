import type {MouseEventHandler, ReactNode, Ref} from 'react';
import styles from './styles.module.css';

/** Props of {@link RunBar}. */
export type RunBarProps = {
  /** The block's file, which the buttons' accessible names include (a page has several blocks). */
  file: string;
  /** Whether the block is an editor: the second button is Reset instead of Edit. */
  editing: boolean;
  onRun: MouseEventHandler<HTMLButtonElement>;
  onEdit: MouseEventHandler<HTMLButtonElement>;
  /** Needed while editing only. */
  onReset?: () => void;
  /** The Run button, for the focus when the panel takes over from the first press. */
  runRef?: Ref<HTMLButtonElement>;
};

/**
 * The buttons of a runnable block, over the right end of its title bar: Run, and Edit or Reset.
 * Edit and Reset are one element, so the keyboard focus stays on it from one to the other.
 * @returns the button group; rendered in the browser only (the buttons need JavaScript).
 */
export default function RunBar({file, editing, onRun, onEdit, onReset, runRef}: RunBarProps): ReactNode {
  const second = editing ? 'Reset' : 'Edit';
  return (
    <div className={styles.bar}>
      <button
        ref={runRef}
        type="button"
        className="button button--primary button--sm"
        aria-label={`Run ${file}`}
        onClick={onRun}
      >
        Run
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-label={`${second} ${file}`}
        onClick={editing ? onReset : onEdit}
      >
        {second}
      </button>
    </div>
  );
}
