/**
 * `@docusaurus/ComponentCreator` for the browser build: returns at once a
 * small component that creates Docusaurus's loadable route component the
 * first time the route renders or is preloaded, and then only renders it.
 * Docusaurus calls `preload()` on matched routes before hydration and when a
 * link is hovered, so the route's chunks still load as early as before.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import createLoadableRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type LoadableRouteComponent = ReturnType<typeof createLoadableRouteComponent>;
// react-loadable types `preload` as void; it returns the loading promise, which Docusaurus waits for.
type RouteComponent = ComponentType<object> & {preload: () => void};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: LoadableRouteComponent | undefined;
  const getLoadable = (): LoadableRouteComponent => (loadable ??= createLoadableRouteComponent(path, hash));

  function RouteComponent(props: object): ReactNode {
    const Loadable = getLoadable();
    return <Loadable {...props} />;
  }
  RouteComponent.preload = () => getLoadable().preload();
  return RouteComponent;
}
