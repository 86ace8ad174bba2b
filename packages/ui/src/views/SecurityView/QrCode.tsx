import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code of `value` as an SVG image named by `label`. */
export function QrCode({
  value,
  label,
  size = 176,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const path = useMemo(() => {
    // border 4 modules: the quiet zone scanners need
    const { data, size: n } = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d, n };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${path.n} ${path.n}`}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-md"
    >
      {/* dark modules on white in every theme: scanners read a light-on-dark code badly */}
      <rect width={path.n} height={path.n} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
