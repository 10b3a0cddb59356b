import type { CSSProperties } from 'react';
import type { ImageVariant } from '../../common/api/images.ts';

/**
 * The list styles of the images (issue #27 item 4), inline: the shell's CSS is at its budget
 * (issue #13) and only the home and gallery pages use them. A banner strip scrolls sideways
 * snapping one banner at a time, the photographs form a grid; no script.
 */
export const imageListStyles = {
  strip: {
    display: 'flex',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    gap: '1rem',
    listStyle: 'none',
    padding: 0,
  },
  banner: { flex: '0 0 100%', scrollSnapAlign: 'start' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: '1rem',
    listStyle: 'none',
    padding: 0,
  },
  figure: { margin: 0 },
} as const satisfies Record<string, CSSProperties>;

/**
 * An image the portal resized (issue #27 item 4; decision 054): `srcset` of its WebP copies
 * (480, 960, 1600 wide) so a phone downloads the small one, `sizes` saying how wide it is drawn,
 * and `width`/`height` of the largest copy so the browser keeps its place before it arrives (no
 * layout shift). Scales to its container, keeping its proportions. Plain HTML: no script.
 */
export function ResponsiveImage(props: {
  image: { width: number; height: number; variants: readonly ImageVariant[] };
  alt: string;
  /** The `sizes` attribute: how wide it is drawn at each viewport width. */
  sizes: string;
  /** The first banner, in view at once: loaded eagerly, first. */
  eager?: boolean;
  className?: string;
}) {
  const { image } = props;
  const fallback = image.variants.find((v) => v.width >= 960) ?? image.variants.at(-1);
  return (
    <img
      className={props.className}
      src={fallback?.url}
      srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes={props.sizes}
      width={image.width}
      height={image.height}
      alt={props.alt}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(props.eager ? { fetchPriority: 'high' as const } : {})}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
}
