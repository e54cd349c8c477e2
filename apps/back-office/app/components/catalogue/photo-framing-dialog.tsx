import { centredCrop, PHOTO_RATIOS, PHOTO_WIDTHS, type PhotoCrop, type PhotoKind } from "@comptoir/domain";
import { fill, photoField as text } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useEffect, useMemo, useRef, useState } from "react";
import ReactCrop from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import { cropOfPercentage, type PercentageCrop, percentageOfCrop } from "../../lib/photos/crop-fractions.ts";
import { type DecodedPhoto, photoPicture } from "../../lib/photos/photo-pictures.ts";
import { PhotoCropCanvas } from "./photo-crop-canvas.tsx";

const CROP_LABELS = {
  cropArea: text.cropArea,
  nwDragHandle: text.handles.nw,
  nDragHandle: text.handles.n,
  neDragHandle: text.handles.ne,
  eDragHandle: text.handles.e,
  seDragHandle: text.handles.se,
  sDragHandle: text.handles.s,
  swDragHandle: text.handles.sw,
  wDragHandle: text.handles.w,
};

/** The whole photo, drawn once at its decoded size; the crop tool lays its frame over it. */
function WholePhoto({ picture }: { picture: ImageBitmap }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.width = picture.width;
    canvas.height = picture.height;
    canvas.getContext("2d")?.drawImage(picture, 0, 0);
  }, [picture]);
  return (
    <canvas
      ref={ref}
      width={picture.width}
      height={picture.height}
      role="img"
      aria-label={text.wholeAlt}
      className="block h-auto max-h-[50dvh] w-auto max-w-full"
    />
  );
}

/**
 * Frames a photo at its kind's ratio (4:3 for a dish or a category, 16:9 for the restaurant):
 * the whole photo upright with a frame to move and resize, by pointer or keyboard (the tool's
 * frame and handles take the focus and the arrow keys), and beside it the menu's row and the
 * product sheet (or the home page) as they will look. "Enregistrer le cadrage" hands the crop, in
 * fractions of the photo, to `onSave`, which says why it failed or closes.
 */
export function PhotoFramingDialog({
  kind,
  photoId,
  load,
  initialCrop,
  onSave,
  onClose,
  fallbackFocus,
}: {
  kind: PhotoKind;
  photoId: string;
  /** The photo's bytes: the file just uploaded, or its original read from the server. */
  load: () => Promise<Blob>;
  /** The crop it has; null for a new photo (centred at the ratio). */
  initialCrop: PhotoCrop | null;
  onSave: (crop: PhotoCrop) => Promise<string | null>;
  onClose: () => void;
  /** Where the focus goes back when the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const [decoded, setDecoded] = useState<DecodedPhoto | null>(null);
  const picture = decoded?.picture ?? null;
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentageCrop | null>(initialCrop ? percentageOfCrop(initialCrop) : null);
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const cropArea = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const ratio = PHOTO_RATIOS[kind];
  const headingId = "cadrage-photo-titre";

  useEffect(() => {
    let live = true;
    photoPicture(photoId, () => loadRef.current()).then(
      (photo) => {
        if (!live) return;
        setDecoded(photo);
        setCrop((current) => current ?? percentageOfCrop(centredCrop(kind, photo.width, photo.height)));
      },
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof Error && error.message ? error.message : text.unreadable;
        setLoadProblem(fill(text.originalFailed, { message }));
      },
    );
    return () => {
      live = false;
    };
  }, [photoId, kind]);

  // Once the photo shows, the frame has the focus: the arrow keys move it at once.
  useEffect(() => {
    if (picture) cropArea.current?.querySelector<HTMLElement>(".ReactCrop__crop-selection")?.focus();
  }, [picture]);

  const fractions = useMemo(() => (crop ? cropOfPercentage(crop) : null), [crop]);
  // The narrowest file of the kind is never an enlargement: the frame stays at least that wide in
  // the original's pixels (the server refuses narrower, in French, which the dialog would show).
  const narrowest = PHOTO_WIDTHS[kind][0] ?? 0;
  const minPercent = decoded ? Math.min(100, (narrowest / decoded.width) * 100) : 0;

  async function save() {
    if (!fractions || saving) return;
    setSaving(true);
    setSaveProblem(null);
    const problem = await onSave(fractions);
    setSaving(false);
    if (problem) setSaveProblem(problem);
  }

  const previews =
    picture && fractions ? (
      kind === "dish" ? (
        <div className="flex items-start gap-4 md:flex-col">
          <figure className="flex w-32 shrink-0 flex-col gap-1">
            <PhotoCropCanvas
              picture={picture}
              crop={fractions}
              width={128}
              height={96}
              label={text.previewRowAlt}
            />
            <figcaption className="text-sm text-muted">{text.previewRow}</figcaption>
          </figure>
          <figure className="flex min-w-0 grow flex-col gap-1 md:w-full">
            <PhotoCropCanvas
              picture={picture}
              crop={fractions}
              width={320}
              height={240}
              label={text.previewSheetAlt}
            />
            <figcaption className="text-sm text-muted">{text.previewSheet}</figcaption>
          </figure>
        </div>
      ) : (
        <figure className="flex flex-col gap-1">
          <PhotoCropCanvas
            picture={picture}
            crop={fractions}
            width={400}
            height={225}
            label={text.previewHeroAlt}
          />
          <figcaption className="text-sm text-muted">{text.previewHero}</figcaption>
        </figure>
      )
    ) : null;

  return (
    <SheetDialog labelledBy={headingId} onClose={onClose} fallbackFocus={fallbackFocus}>
      <div className="photo-framing flex flex-col gap-4 overflow-y-auto p-5">
        <h2 id={headingId} className="text-2xl font-black">
          {text.frameTitle}
        </h2>
        <p className="text-muted">{kind === "dish" ? text.frameIntroDish : text.frameIntroHero}</p>
        {loadProblem ? (
          <p role="alert" className="font-semibold text-danger">
            {loadProblem}
          </p>
        ) : !picture || !crop ? (
          <p role="status" className="text-muted">
            {text.loadingOriginal}
          </p>
        ) : (
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            <div ref={cropArea} className="flex min-w-0 justify-center md:grow">
              <ReactCrop
                crop={crop}
                aspect={ratio.width / ratio.height}
                keepSelection
                minWidth={48}
                ariaLabels={CROP_LABELS}
                onChange={(_, percentage) => {
                  if (percentage.width + 0.5 >= minPercent) setCrop(percentage);
                }}
              >
                <WholePhoto picture={picture} />
              </ReactCrop>
            </div>
            <section aria-labelledby="cadrage-apercu" className="flex flex-col gap-2 md:w-80 md:shrink-0">
              <h3 id="cadrage-apercu" className="font-bold">
                {text.previewsTitle}
              </h3>
              {previews}
            </section>
          </div>
        )}
        {saveProblem ? (
          <p role="alert" className="font-semibold text-danger">
            {saveProblem}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="button"
            disabled={!fractions || saving || loadProblem !== null}
            onClick={() => void save()}
            className="min-h-12 w-full rounded-full bg-accent px-5 text-lg font-bold text-ink disabled:opacity-60"
          >
            {saving ? text.saving : text.save}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 w-full rounded-full border-2 border-cream px-5 font-bold"
          >
            {text.close}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
