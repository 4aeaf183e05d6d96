/**
 * A site's preview picture: a plain `<img>` with the responsive sizes that
 * the ideal-image plugin generated, loaded lazily by the browser.
 *
 * The plugin's own component is built for a few large pictures in a page: it
 * inlines a blurred placeholder and tracks each picture with its own
 * component state and observer. With a card per showcased site, the
 * placeholders swelled the page's HTML and hydration took long
 * (PERFORMANCE.md, First load); the native lazy `<img>` does the same job
 * with neither.
 */
import React, {type ReactNode} from 'react';
import type {Props as IdealImageProps} from '@theme/IdealImage';

/** Cards are one column on phones, then at least 300 px wide (../ShowcaseResults). */
const sizes = '(max-width: 996px) 100vw, 400px';

export default function SitePreview({img}: {img: IdealImageProps['img']}): ReactNode {
  // In development (`disableInDev`) the plugin hands over the file itself.
  if (typeof img === 'string' || 'default' in img) {
    return <img src={typeof img === 'string' ? img : img.default} alt="" loading="lazy" decoding="async" />;
  }
  const {images, width, height} = img.src;
  const smallest = images[0]!;
  return (
    <img
      src={smallest.path}
      srcSet={images.map((image) => `${image.path} ${image.width}w`).join(', ')}
      sizes={sizes}
      width={width ?? smallest.width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
