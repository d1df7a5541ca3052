/** One bucket of an S3-compatible service (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces). */
export interface S3Location {
  bucket: string;
  /** The service's address; unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`https://host/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
}

const EXAMPLE = 's3://titletrust-files?endpoint=https://s3.example.com&region=auto';
const OPTIONS = ['endpoint', 'region', 'forcePathStyle'];
// S3's rule for new buckets, which the other services follow.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * STORAGE_URL, e.g. `s3://titletrust-files?endpoint=https://…&region=auto&forcePathStyle=true`:
 * the bucket, then where the service is. Without an endpoint it is AWS S3, which needs the
 * region; with one, region defaults to us-east-1 and the bucket goes in the path, which every
 * S3-compatible service understands. Keys never go in the URL (STORAGE_ACCESS_KEY_ID and
 * STORAGE_SECRET_ACCESS_KEY). Returns what is wrong as a sentence when the URL is not usable.
 */
export function parseStorageUrl(value: string): S3Location | string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || url.protocol !== 's3:' || !url.hostname)
    return `must be an s3:// URL naming the bucket, e.g. ${EXAMPLE}`;
  if (url.username || url.password)
    return 'must not carry keys: put them in STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY';
  if (url.port || (url.pathname !== '' && url.pathname !== '/'))
    return `must name only the bucket after s3:// (no port or folder), e.g. ${EXAMPLE}`;
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket))
    return `"${bucket}" is not a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens`;
  const unknown = [...url.searchParams.keys()].find((name) => !OPTIONS.includes(name));
  if (unknown) return `has an unknown option "${unknown}": the options are ${OPTIONS.join(', ')}`;

  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !(/^https?:\/\//.test(endpoint) && URL.canParse(endpoint)))
    return 'endpoint must be an http:// or https:// URL, e.g. endpoint=https://s3.example.com';
  const region = url.searchParams.get('region') ?? (endpoint ? 'us-east-1' : undefined);
  if (!region) return 'needs region=… for AWS S3 (or endpoint=… for another service)';
  if (!/^[a-z0-9-]+$/.test(region))
    return `region "${region}" is not a region name, e.g. eu-west-1`;
  const pathStyle = url.searchParams.get('forcePathStyle') ?? String(!!endpoint);
  if (pathStyle !== 'true' && pathStyle !== 'false') return 'forcePathStyle must be true or false';
  return { bucket, endpoint, region, forcePathStyle: pathStyle === 'true' };
}
