import type { FramedPhoto, PhotoCrop, PhotoKind } from "@comptoir/domain";
import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { connection, fill, photoField as text } from "@comptoir/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FramingState, useFraming } from "../../lib/photos/use-framing.ts";
import { usePhotoClient } from "../../lib/photos/use-photo-client.ts";
import { type UploadState, usePhotoUpload } from "../../lib/photos/use-photo-upload.ts";
import { PhotoFramingDialog } from "./photo-framing-dialog.tsx";
import { PhotoPreview } from "./photo-preview.tsx";
import { actionButton as button, dangerButton } from "./thing-header.tsx";

/** A photo as a thing's value holds it, or null: anything else (an older draft's missing field) is none. */
export function framedPhotoOf(value: unknown): FramedPhoto | null {
  if (!value || typeof value !== "object") return null;
  const photo = value as Partial<FramedPhoto>;
  return typeof photo.id === "string" && photo.crop && typeof photo.crop === "object"
    ? (photo as FramedPhoto)
    : null;
}

interface Framing {
  photoId: string;
  load: () => Promise<Blob>;
  initialCrop: PhotoCrop | null;
}

/** What the line under the photo says: the upload's progress or refusal, else the framing's state. */
function statusText(upload: UploadState, framing: FramingState): { text: string; tone: string } | null {
  if (upload.phase === "failed") return { text: upload.message, tone: "text-danger" };
  if (upload.phase === "cancelled") return { text: text.cancelled, tone: "text-muted" };
  if (framing.phase === "preparing") return { text: text.preparing, tone: "text-cream" };
  if (framing.phase === "failed") return { text: framing.message, tone: "text-danger" };
  if (framing.phase === "unknown" && framing.message) return { text: framing.message, tone: "text-danger" };
  return null;
}

/**
 * A thing's photo in its form (a dish's, a category's, the restaurant's): the photo as it is, then
 * a drop zone, "Choisir une photo" and, on a phone, "Prendre une photo"; the upload's progress
 * with "Annuler"; after the upload, the framing dialog, whose crop becomes the thing's `photo`
 * (saved at once, like any field). "Recadrer" frames the same photo again, "Retirer la photo"
 * leaves none. The server prepares the framing's renditions meanwhile ("En préparation…"), and
 * customers see any of it only after "Publier".
 */
export function PhotoField({
  id,
  label,
  hint,
  kind,
  value,
  onChange,
  readOnly,
}: {
  id: string;
  label: string;
  hint?: string;
  kind: PhotoKind;
  value: FramedPhoto | null;
  /** The new photo, or null: the form saves it at once. */
  onChange: (photo: FramedPhoto | null) => void;
  readOnly: boolean;
}) {
  const { client, token, onUnauthorized } = usePhotoClient();
  const upload = usePhotoUpload({ token, onUnauthorized });
  const framingState = useFraming({ photo: value, kind, client, readOnly, onUnauthorized });
  const [framing, setFraming] = useState<Framing | null>(null);
  const [dragging, setDragging] = useState(false);
  const chooseInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const uploading = upload.state.phase === "uploading";

  // The focus follows the gesture: to "Annuler" while the photo goes, back to the picker after.
  const wasUploading = useRef(false);
  useEffect(() => {
    if (uploading && !wasUploading.current) cancelButton.current?.focus();
    else if (!uploading && wasUploading.current && upload.state.phase !== "idle")
      chooseButton.current?.focus();
    wasUploading.current = uploading;
  }, [uploading, upload.state.phase]);

  const loadOriginal = useCallback(
    async (photoId: string): Promise<Blob> => {
      if (!client) throw new Error(connection.unavailable);
      const result = await client.original(photoId);
      if (result.ok) return result.payload;
      if (result.status === 401) onUnauthorized();
      throw new Error(result.message);
    },
    [client, onUnauthorized],
  );

  async function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      upload.refuse(text.oneAtATime);
      return;
    }
    const file = files[0] as File;
    const photo = await upload.start(file);
    if (photo) setFraming({ photoId: photo.id, load: async () => file, initialCrop: null });
  }

  async function saveFraming(photoId: string, crop: PhotoCrop): Promise<string | null> {
    if (!client) return connection.unavailable;
    const result = await client.frame(photoId, kind, crop);
    if (!result.ok) {
      if (result.status === 401) onUnauthorized();
      return result.message;
    }
    onChange({ id: photoId, crop });
    setFraming(null);
    return null;
  }

  const status = statusText(upload.state, framingState);
  const hintId = `${id}-aide`;
  const statusId = `${id}-etat`;
  const picker = (input: React.RefObject<HTMLInputElement | null>) => () => {
    upload.reset();
    input.current?.click();
  };
  const onFiles = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    void take(files);
    // The same file picked again is a new pick.
    event.target.value = "";
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3" aria-describedby={hintId}>
      <legend className="px-1 font-semibold">{label}</legend>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <PhotoPreview
          kind={kind}
          photo={value}
          framing={framingState}
          loadOriginal={loadOriginal}
          emptyText={text.none}
        />
        <p
          id={statusId}
          role="status"
          aria-live="polite"
          className={`min-w-40 flex-1 text-sm font-semibold ${status?.tone ?? ""}`}
        >
          {status?.text ?? ""}
        </p>
      </div>
      {readOnly ? null : (
        <>
          {uploading ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm">{text.uploading}</span>
              <div
                role="progressbar"
                aria-label={text.progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.state.phase === "uploading" ? upload.state.percent : 0}
                aria-valuetext={fill(text.progress, {
                  percent: upload.state.phase === "uploading" ? upload.state.percent : 0,
                })}
                className="h-3 min-w-32 grow overflow-hidden rounded-full border border-line bg-ink"
              >
                <div
                  className="h-full bg-accent"
                  style={{ width: `${upload.state.phase === "uploading" ? upload.state.percent : 0}%` }}
                />
              </div>
              <button ref={cancelButton} type="button" className={button} onClick={upload.cancel}>
                {text.cancel}
              </button>
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the buttons inside do the same from the keyboard */}
          <div
            data-testid="photo-drop-zone"
            className={`flex flex-col gap-2 rounded-xl border-2 border-dashed p-3 ${dragging ? "border-accent bg-panel" : "border-line"}`}
            onDragEnter={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = "copy";
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              if (!uploading) void take(event.dataTransfer.files);
            }}
          >
            <p className="text-sm text-muted">{dragging ? text.dropHere : text.dropZone}</p>
            <div className="flex flex-wrap gap-2">
              <button
                ref={chooseButton}
                type="button"
                className={button}
                disabled={uploading}
                onClick={picker(chooseInput)}
              >
                {value ? text.replace : text.choose}
              </button>
              <button
                type="button"
                className={`${button} hidden pointer-coarse:inline-flex`}
                disabled={uploading}
                onClick={picker(cameraInput)}
              >
                {text.take}
              </button>
              {value ? (
                <>
                  <button
                    type="button"
                    className={button}
                    disabled={uploading}
                    onClick={() =>
                      setFraming({
                        photoId: value.id,
                        load: () => loadOriginal(value.id),
                        initialCrop: value.crop,
                      })
                    }
                  >
                    {text.reframe}
                  </button>
                  <button
                    type="button"
                    className={dangerButton}
                    disabled={uploading}
                    onClick={() => {
                      onChange(null);
                      chooseButton.current?.focus();
                    }}
                  >
                    {text.remove}
                  </button>
                </>
              ) : null}
            </div>
          </div>
          <input
            ref={chooseInput}
            type="file"
            accept={PHOTO_UPLOAD_LIMITS.accept}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFiles}
          />
          <input
            ref={cameraInput}
            type="file"
            accept={PHOTO_UPLOAD_LIMITS.accept}
            capture="environment"
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFiles}
          />
        </>
      )}
      <p id={hintId} className="text-sm text-muted">
        {[hint, readOnly ? null : text.formats, text.publishHint].filter(Boolean).join(" ")}
      </p>
      {framing ? (
        <PhotoFramingDialog
          kind={kind}
          photoId={framing.photoId}
          load={framing.load}
          initialCrop={framing.initialCrop}
          onSave={(crop) => saveFraming(framing.photoId, crop)}
          onClose={() => setFraming(null)}
          fallbackFocus={() => chooseButton.current}
        />
      ) : null}
    </fieldset>
  );
}
