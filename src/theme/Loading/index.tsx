import {useEffect, useRef, type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LoadingType>;

/**
 * The route loading view of react-loadable (spec section 8: a chunk-load failure shows the error
 * text and a "Retry" button), with one automatic retry when it first shows an error.
 *
 * Why: a docs page is a stack of nested route components (docs root, version, sidebar, doc), and
 * react-loadable remembers a failed load per component. Without this, a reader who presses
 * "Retry" once the network is back retries only the outermost level and meets the same error
 * again one level down, once per level. Retrying on first error lets one press load the page.
 * @param props react-loadable's loading props: `error` (the load's rejection, if any), `retry`
 *   (starts the load again), `pastDelay`, `timedOut`, `isLoading`.
 * @returns the original view: nothing, the spinner, or the error with "Retry".
 */
export default function LoadingWrapper(props: Props): ReactNode {
  const {error, retry} = props;
  const retried = useRef(false);
  useEffect(() => {
    if (error && !retried.current) {
      retried.current = true;
      retry();
    }
  }, [error, retry]);
  return <Loading {...props} />;
}
