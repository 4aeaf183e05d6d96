/**
 * What the build's Content-Security-Policy allows beyond the site itself
 * (src/plugins/security-headers): each origin is here because a page uses it.
 */
import type {SecurityHeadersOptions} from '../plugins/security-headers';
import type {ExternalOrigins} from '../plugins/security-headers/policy';

/** The hosts the Algolia search client of DocSearch queries: its DSN host, the main host and three fallbacks. */
export function algoliaOrigins(appId: string): string[] {
  const app = appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}

/** The feedback board on /feature-requests/: Canny's SDK script, which draws the board in a frame. */
export const feedbackBoardOrigin = 'https://canny.io';

/** The embeds test page (website-tests/pages/embeds.tsx): a click-to-load map and a sample video. */
const embeds: ExternalOrigins = {frame: ['https://www.openstreetmap.org'], media: ['https://interactive-examples.mdn.mozilla.net']};

export function securityHeaders({
  algoliaAppId,
  feedbackBoard,
  liveCodeFolder,
}: {
  algoliaAppId?: string;
  feedbackBoard: boolean;
  /** The live code frame's folder (src/plugins/live-code-frame), when the site has live code blocks. */
  liveCodeFolder?: string;
}): Pick<SecurityHeadersOptions, 'origins' | 'liveCodeFolder'> {
  return {
    liveCodeFolder,
    origins: {
      connect: algoliaAppId ? algoliaOrigins(algoliaAppId) : [],
      script: feedbackBoard ? [feedbackBoardOrigin] : [],
      frame: [...(embeds.frame ?? []), ...(feedbackBoard ? [feedbackBoardOrigin] : [])],
      media: embeds.media,
    },
  };
}
