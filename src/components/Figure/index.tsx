import { useId } from 'react';
import * as styles from './styles';

export interface FigureProps {
  /** Site path of the image, usually under /img/docs (files in static/ are served as they are). */
  src: string;
  /** What the image shows, for readers who cannot see it. Required: an image in the docs is never decoration. */
  alt: string;
  /** Shown under the image; names the figure for assistive technology. */
  caption?: string;
  width?: number;
  height?: number;
}

/** An image with an optional caption, as `<figure>`/`<figcaption>`. Lazy-loaded: figures sit below the fold. */
export function Figure({ src, alt, caption, width, height }: FigureProps) {
  const captionId = useId();
  return (
    <figure css={styles.figure} aria-labelledby={caption ? captionId : undefined}>
      <img css={styles.image} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      {caption && (
        <figcaption id={captionId} css={styles.caption}>
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
