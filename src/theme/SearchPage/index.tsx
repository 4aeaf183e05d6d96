/**
 * Wraps the search page of the local index to give it the site's title
 * format ("Search results for "x" | Docusaurus"): that plugin sets a bare
 * title, unlike every other page. DocSearch's page (Algolia mode) already
 * formats its title and is left as it is.
 *
 * The local search page also shows a select for the section to search in,
 * with no label (WCAG 4.1.2, axe rule "select-name"); the wrapper names it
 * once the page has rendered, since the component offers no prop for it.
 */
import React, {useEffect} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useTitleFormatter} from '@docusaurus/theme-common/internal';

export default function SearchPageWrapper(props: Record<string, unknown>): React.JSX.Element {
  const {format} = useTitleFormatter();
  const {siteConfig} = useDocusaurusContext();
  const usesAlgolia = Boolean((siteConfig.themeConfig as {algolia?: unknown}).algolia);
  useEffect(() => {
    const contextSelect = document.getElementById('context-selector');
    if (contextSelect && !contextSelect.hasAttribute('aria-label')) {
      contextSelect.setAttribute('aria-label', 'Search in');
    }
  }, []);
  return (
    <>
      <SearchPage {...props} />
      {!usesAlgolia && <Head titleTemplate={format('%s')}>{null}</Head>}
    </>
  );
}
