import type { PhotoCrop } from "@comptoir/domain";
import { useEffect, useRef } from "react";

/**
 * A crop of a decoded photo drawn at a size, as the renditions will show it: the framing
 * dialog's previews, and a field's photo while its renditions are being prepared. Drawn at the
 * screen's density, so a preview is as sharp as the real thing.
 */
export function PhotoCropCanvas({
  picture,
  crop,
  width,
  height,
  label,
}: {
  picture: ImageBitmap;
  crop: PhotoCrop;
  /** CSS pixels. */
  width: number;
  height: number;
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const density = Math.min(3, window.devicePixelRatio || 1);
    canvas.width = Math.round(width * density);
    canvas.height = Math.round(height * density);
    context.imageSmoothingQuality = "high";
    context.drawImage(
      picture,
      crop.x * picture.width,
      crop.y * picture.height,
      crop.width * picture.width,
      crop.height * picture.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
  }, [picture, crop.x, crop.y, crop.width, crop.height, width, height]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      className="block h-auto w-full rounded-lg bg-ink"
      // At most its size, narrower on a narrow screen, always at its ratio.
      style={{ maxWidth: `${width}px`, aspectRatio: `${width} / ${height}` }}
    />
  );
}
