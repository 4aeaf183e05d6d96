/**
 * The llms.txt files (https://llmstxt.org): `/llms.txt`, an index of the
 * site's Markdown twins in sections, and `llms-full.txt` per docs version,
 * every page of that version in sidebar order, for a reader who hands an
 * assistant exactly the docs they use.
 *
 * Pure functions over what the plugin (index.ts) collected: sidebars, page
 * titles and descriptions, and the twins' text.
 */
import {sidebarDocIds, type Sidebar} from '../../utils/sidebarDocIds';

export type LlmsLink = {title: string; url: string; description?: string};
export type LlmsSection = {title: string; links: LlmsLink[]};

/**
 * One section per top-level category of a sidebar, in the sidebar's order;
 * pages at the top level before the first category go in a section named
 * `topLevelTitle`. Docs without a link (unlisted, not built) are left out.
 */
export function sidebarSections(sidebar: Sidebar, topLevelTitle: string, linkOf: (id: string) => LlmsLink | undefined): LlmsSection[] {
  const sections: LlmsSection[] = [];
  let topLevel: LlmsSection | undefined;
  for (const item of sidebar) {
    if (item.type === 'category') {
      sections.push({title: item.label, links: linksOf(sidebarDocIds([item]), linkOf)});
    } else if (item.type === 'doc' || item.type === 'ref') {
      if (!topLevel) {
        topLevel = {title: topLevelTitle, links: []};
        sections.push(topLevel);
      }
      topLevel.links.push(...linksOf([item.id], linkOf));
    }
  }
  return sections.filter((section) => section.links.length > 0);
}

function linksOf(ids: string[], linkOf: (id: string) => LlmsLink | undefined): LlmsLink[] {
  return ids.flatMap((id) => {
    const link = linkOf(id);
    return link ? [link] : [];
  });
}

/** Text on one line, without the brackets that would end a link's text early. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkLine({title, url, description}: LlmsLink): string {
  const text = oneLine(title).replace(/[[\]]/g, '\\$&');
  return `- [${text}](${url})${description ? `: ${oneLine(description)}` : ''}`;
}

/**
 * llms.txt as the convention has it: the site's name as the title, a one-line
 * summary in a blockquote, a paragraph on how to use the files, then one
 * `##` section per area, each a list of links with descriptions. A section
 * titled "Optional" holds what a tool may skip.
 */
export function llmsIndex({name, summary, details, sections}: {name: string; summary: string; details: string; sections: LlmsSection[]}): string {
  const parts = [`# ${name}`, `> ${oneLine(summary)}`, details.trim()];
  for (const section of sections) {
    if (section.links.length > 0) {
      parts.push(`## ${section.title}\n\n${section.links.map(linkLine).join('\n')}`);
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** A twin without its front matter block: the page from its title on. */
export function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n+/, '');
}

/**
 * A docs version in one file: a title and summary, then every page's twin in
 * the order given (sidebar order), its title followed by the address it is
 * read at.
 */
export function llmsFull({title, summary, pages}: {title: string; summary: string; pages: {url: string; markdown: string}[]}): string {
  const body = pages.map(({url, markdown}) => {
    const [heading, ...rest] = withoutFrontMatter(markdown).trim().split('\n');
    return [heading, `Source: ${url}`, rest.join('\n').trim()].filter(Boolean).join('\n\n');
  });
  return `${[`# ${title}`, `> ${oneLine(summary)}`, ...body].join('\n\n')}\n`;
}
