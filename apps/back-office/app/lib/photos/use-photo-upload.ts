import { useCallback, useEffect, useRef, useState } from "react";
import { photoFileProblem } from "./photo-check.ts";
import { type UploadedPhoto, type UploadHandle, uploadPhoto } from "./photo-client.ts";

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "failed"; message: string }
  | { phase: "cancelled" };

/**
 * One photo's upload from a form: checked in the browser first (the server decides anyway), sent
 * with its progress in whole percents, cancellable; a refusal kept as the server's French words.
 * A 401 ends the session as every other staff call does.
 */
export function usePhotoUpload({
  token,
  onUnauthorized,
}: {
  token: string | null;
  onUnauthorized: () => void;
}) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const handle = useRef<UploadHandle | null>(null);

  // A form left during an upload stops it: nothing would name the photo.
  useEffect(() => () => handle.current?.cancel(), []);

  const start = useCallback(
    async (file: File): Promise<UploadedPhoto | null> => {
      const problem = photoFileProblem(file);
      if (problem) {
        setState({ phase: "failed", message: problem });
        return null;
      }
      handle.current?.cancel();
      setState({ phase: "uploading", percent: 0 });
      const upload = uploadPhoto(file, {
        token,
        onProgress: (sent) => setState({ phase: "uploading", percent: Math.floor(sent * 100) }),
      });
      handle.current = upload;
      const result = await upload.done;
      if (handle.current === upload) handle.current = null;
      if (result === null) {
        setState({ phase: "cancelled" });
        return null;
      }
      if (result.ok) {
        setState({ phase: "idle" });
        return result.payload.photo;
      }
      if (result.status === 401) onUnauthorized();
      // The server's refusal is a whole French sentence ("Ce fichier n'est pas une photo…").
      setState({ phase: "failed", message: result.message });
      return null;
    },
    [token, onUnauthorized],
  );

  const cancel = useCallback(() => handle.current?.cancel(), []);
  const reset = useCallback(() => setState({ phase: "idle" }), []);
  /** A problem found before any upload (two files dropped at once). */
  const refuse = useCallback((message: string) => setState({ phase: "failed", message }), []);

  return { state, start, cancel, reset, refuse };
}
