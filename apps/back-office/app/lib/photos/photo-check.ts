import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { fill, photoField as text } from "@comptoir/messages";

const ACCEPTED_TYPES = new Set(PHOTO_UPLOAD_LIMITS.accept.split(","));

/** "3,4": megabytes as the owner reads them, one decimal. */
function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(".", ",");
}

/**
 * Why a file cannot be a photo before it is sent, or null: empty, too heavy, or a type the browser
 * knows is not one of the four. An unknown type (some browsers give none) goes to the server, which
 * tells the type by the content and decides in every case.
 */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return text.empty;
  if (file.type !== "" && !ACCEPTED_TYPES.has(file.type)) return text.wrongType;
  if (file.size > PHOTO_UPLOAD_LIMITS.maxBytes) return fill(text.tooLarge, { size: megabytes(file.size) });
  return null;
}
