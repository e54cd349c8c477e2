/** Offers a file the page fetched (with the staff token, which a link cannot send) to the browser, under `name`. */
export function offerDownload(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="?([^";]+)"?/.exec(disposition)?.[1] : undefined;
}
