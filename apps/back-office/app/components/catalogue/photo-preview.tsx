import { type FramedPhoto, PHOTO_RATIOS, type PhotoKind, photoHeight } from "@comptoir/domain";
import { photoField as text } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { useEffect, useState } from "react";
import { photoPicture } from "../../lib/photos/photo-pictures.ts";
import type { FramingState } from "../../lib/photos/use-framing.ts";
import { PhotoCropCanvas } from "./photo-crop-canvas.tsx";

/** How wide a form shows its photo: a dish's a little larger than its menu row, the hero wider. */
const SHOWN_WIDTH: Record<PhotoKind, number> = { dish: 192, hero: 320 };

/** The photo's framing drawn from its original, while the server prepares its renditions. */
function FromOriginal({
  photo,
  kind,
  width,
  loadOriginal,
}: {
  photo: FramedPhoto;
  kind: PhotoKind;
  width: number;
  loadOriginal: (id: string) => Promise<Blob>;
}) {
  const [picture, setPicture] = useState<ImageBitmap | null>(null);
  useEffect(() => {
    let live = true;
    photoPicture(photo.id, () => loadOriginal(photo.id)).then(
      (decoded) => {
        if (live) setPicture(decoded.picture);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [photo.id, loadOriginal]);
  if (!picture) return null;
  return (
    <PhotoCropCanvas
      picture={picture}
      crop={photo.crop}
      width={width}
      height={photoHeight(kind, width)}
      label={text.currentAlt}
    />
  );
}

/**
 * A form's photo as it is: its prepared rendition once ready, else its crop drawn from the
 * original; "Aucune photo" in a frame of the same size when there is none, so nothing below moves
 * as a photo comes or goes.
 */
export function PhotoPreview({
  kind,
  photo,
  framing,
  loadOriginal,
  emptyText,
}: {
  kind: PhotoKind;
  photo: FramedPhoto | null;
  framing: FramingState;
  loadOriginal: (id: string) => Promise<Blob>;
  emptyText: string;
}) {
  const width = SHOWN_WIDTH[kind];
  const ratio = PHOTO_RATIOS[kind];
  return (
    <div
      className="relative w-full shrink-0 overflow-hidden rounded-lg bg-ink"
      style={{ maxWidth: `${width}px`, aspectRatio: `${ratio.width} / ${ratio.height}` }}
    >
      {!photo ? (
        <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-line text-sm text-muted">
          {emptyText}
        </p>
      ) : framing.phase === "ready" ? (
        <PhotoPicture
          framingKey={framing.key}
          kind={kind}
          sizes={`${width}px`}
          width={width}
          alt={text.currentAlt}
          eager
          className="block h-full w-full rounded-lg bg-ink object-cover"
        />
      ) : (
        <FromOriginal photo={photo} kind={kind} width={width} loadOriginal={loadOriginal} />
      )}
    </div>
  );
}
