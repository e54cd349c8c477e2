import type { PhotoCrop } from "@comptoir/domain";

/** A crop as react-image-crop reads it: percentages of the picture shown. */
export interface PercentageCrop {
  unit: "%";
  x: number;
  y: number;
  width: number;
  height: number;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A photo's crop (fractions of the upright original) in the percentages the crop tool draws. */
export function percentageOfCrop(crop: PhotoCrop): PercentageCrop {
  return { unit: "%", x: crop.x * 100, y: crop.y * 100, width: crop.width * 100, height: crop.height * 100 };
}

/**
 * The crop tool's percentages as the document keeps a crop: fractions with 4 decimals, inside the
 * photo even after rounding (a frame pushed against the right edge ends at 1, never at 1.0001).
 */
export function cropOfPercentage(crop: PercentageCrop): PhotoCrop {
  const width = clamp(round4(crop.width / 100), 0.0001, 1);
  const height = clamp(round4(crop.height / 100), 0.0001, 1);
  return {
    x: clamp(round4(crop.x / 100), 0, round4(1 - width)),
    y: clamp(round4(crop.y / 100), 0, round4(1 - height)),
    width,
    height,
  };
}
