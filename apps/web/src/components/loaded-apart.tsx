import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose script loads apart from the page's, and what asks for it. Once its script is in, it
 * shows in its first render, with no empty frame first; until then it shows nothing and asks for the
 * script itself. `load` answers the component; asked again, it answers the same, and a failed load is
 * tried again at the next ask.
 */
export function loadedApart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  // One request for every part that asks while it is under way; a failed one may be asked for again.
  let pending: Promise<ComponentType<Props>> | undefined;
  const loadOnce = (): Promise<ComponentType<Props>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function LoadedApart(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      // A script that does not come leaves nothing in its place; the next part to mount asks again.
      loadOnce().then(
        (component) => mounted && setComponent(() => component),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? createElement(Component, props) : null;
  }

  return { load: loadOnce, Component: LoadedApart };
}
