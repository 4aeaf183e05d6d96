import type {Props as IdealImageProps} from '@theme/IdealImage';
import type {TagKey} from './tags';

/** One site of the showcase (src/data/showcase/sites.ts). */
export type Site = {
  /** The site's own name. */
  title: string;
  /** Our one-line summary: at most 120 characters. */
  description: string;
  /**
   * `require('./previews/<slug>.png')`: ideal-image data in the site build, the
   * file's path under Jest (see jest.config.mjs).
   */
  preview: IdealImageProps['img'];
  website: string;
  /** Where the site's own source code lives, or null when it is not public. */
  source: string | null;
  tags: TagKey[];
};
