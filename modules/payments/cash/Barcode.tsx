/**
 * The reference's encoded form as an Interleaved 2 of 5 barcode (domain/subscription/cashPayment.ts), which an
 * outlet's scanner reads off the screen: black bars on white with quiet zones, always left to right (a barcode does
 * not mirror in Arabic). An image with a name for screen readers, which read the reference in text beside it.
 */
import { interleaved2of5 } from "@/domain/subscription/cashPayment";
import styles from "./cash.module.css";

export function Barcode({ digits, label }: { digits: string; label: string }) {
  const widths = interleaved2of5(digits);
  if (!widths) return null;
  const quiet = 10;
  const total = widths.reduce((sum, width) => sum + width, 0) + quiet * 2;
  // Bars are the even entries, spaces the odd ones; each starts where the one before ended.
  const { rects } = widths.reduce<{ at: number; rects: { x: number; width: number }[] }>(
    (drawn, width, index) => ({ at: drawn.at + width, rects: index % 2 === 0 ? [...drawn.rects, { x: drawn.at, width }] : drawn.rects }),
    { at: quiet, rects: [] },
  );
  return (
    <svg className={styles.barcode} viewBox={`0 0 ${total} 50`} preserveAspectRatio="none" role="img" aria-label={label}>
      <rect x={0} y={0} width={total} height={50} fill="#fff" />
      <g fill="#000">
        {rects.map((rect) => (
          <rect key={rect.x} x={rect.x} y={0} width={rect.width} height={50} />
        ))}
      </g>
    </svg>
  );
}
