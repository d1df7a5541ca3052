/** A multipart/form-data body with one file in the field "file", as a browser's upload sends it. */
export function multipart(
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = '----titletrust-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
