/**
 * An error of a `responseType: 'blob'` call (a PDF, an export) carries its JSON Error body as a Blob: read it back
 * into `response.data`, so the one error handler can read the code.
 */
export async function withJsonErrorBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (!response || !(response.data instanceof Blob)) return error;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    // not JSON: the default message
  }
  return error;
}
