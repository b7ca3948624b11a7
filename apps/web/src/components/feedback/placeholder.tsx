import { cx } from '../../theme/class-names';

type Props = { width?: number | string; height: number; radius?: number; mt?: number };

/** The theme's spacing unit and corner radius unit, in pixels (as `sx`'s `mt` and `borderRadius`). */
const UNIT = 8;
const RADIUS = 10;

/** A grey block standing in for content that is loading. */
export function Placeholder({ width = '100%', height, radius = 1, mt = 0 }: Props) {
  return (
    <div
      aria-hidden
      className={cx.placeholder}
      // No margin of its own unless asked: a Stack around it spaces it.
      style={{
        width,
        height,
        marginTop: mt ? mt * UNIT : undefined,
        borderRadius: radius * RADIUS,
      }}
    />
  );
}
