import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertBlobKey,
  assertBlobPrefix,
  type BlobInfo,
  type BlobStore,
  type StoredBlob,
} from '../ports/blob-store.js';

export interface S3BlobStoreOptions {
  /** The server's base address, e.g. `http://minio:9000`; buckets are addressed by path (MinIO needs it). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored with every object: the Cache-Control browsers get when they fetch objects from the bucket itself. */
  cacheControl?: string;
  /** Where browsers read the bucket's objects (`{publicBase}/{key}`): a public bucket's address, or a CDN's. */
  publicBase?: string | undefined;
}

const isNameable = (key: string) => {
  try {
    assertBlobKey(key);
    return true;
  } catch {
    return false;
  }
};

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * The production BlobStore: one object per blob in an S3-compatible bucket (MinIO in docker-compose.yml, AWS S3,
 * others), named by its key. A PUT is atomic in S3: a reader gets the old object or the whole new one, never
 * a part, which is the port's promise with nothing more to do here.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      forcePathStyle: true,
      // Checksums only where the API requires them: several S3-compatible servers refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without a connection timeout, an address that drops packets would hang start-up and every photo request.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  /**
   * Creates the bucket when it is missing, so a fresh MinIO needs no manual step. Rejects with a Spanish
   * message saying what is wrong (credentials, region, an unreachable server) for the start-up to stop on.
   */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (statusOf(error) !== 404) throw new Error(this.explain(error), { cause: error });
    }
    try {
      // AWS wants the region named for any but us-east-1; MinIO takes it when it matches its own. The SDK's type
      // lists AWS's regions only; other S3 servers name theirs freely.
      const location =
        this.options.region === 'us-east-1'
          ? undefined
          : { LocationConstraint: this.options.region as BucketLocationConstraint };
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket, CreateBucketConfiguration: location }));
    } catch (error) {
      // Another process (the projector, a second replica) created it in the meantime.
      if (error instanceof S3ServiceException && error.name === 'BucketAlreadyOwnedByYou') return;
      if (error instanceof S3ServiceException && error.name === 'BucketAlreadyExists')
        throw new Error(`el nombre de bucket ${this.bucket} ya pertenece a otra cuenta: elija otro`, { cause: error });
      throw new Error(`no se pudo crear el bucket ${this.bucket}: ${this.explain(error)}`, { cause: error });
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: this.options.cacheControl,
      }),
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertBlobKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = response.Body ? Buffer.from(await response.Body.transformToByteArray()) : Buffer.alloc(0);
      return { bytes, contentType: response.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // Only a missing object is "no blob"; a missing bucket (NoSuchBucket) is a fault to report.
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing object with success too. */
  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * S3 lists keys in byte order, which for the ASCII keys the port allows is the order of `<`, so nothing is
   * sorted here. Objects put in the bucket by other means under names no key can spell are left out, as the
   * disk adapter leaves out files a key cannot name: the app could neither read nor delete them.
   */
  async list(prefix: string): Promise<BlobInfo[]> {
    assertBlobPrefix(prefix);
    const found: BlobInfo[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix === '' ? undefined : prefix,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key !== undefined && isNameable(object.Key))
          found.push({ key: object.Key, size: object.Size ?? 0, createdAt: object.LastModified ?? new Date(0) });
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return found;
  }

  /** Keys are letters, digits, `.`, `_`, `-` and `/` only, so they go into the address as they are. */
  publicUrl(key: string): string | null {
    assertBlobKey(key);
    return this.options.publicBase === undefined ? null : `${this.options.publicBase}/${key}`;
  }

  /** Closes the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }

  private explain(error: unknown): string {
    const status = statusOf(error);
    if (status === 403)
      return 'las credenciales no son válidas o no dan permiso sobre el bucket (HTTP 403): revise la clave de acceso y el secreto';
    if (status === 301 || status === 400)
      return `el servidor no acepta la región ${this.options.region} para este bucket (HTTP ${status}): revise la región`;
    if (status !== undefined) return `el servidor respondió HTTP ${status} (${(error as Error).name})`;
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    const detail = code ?? (error instanceof Error ? error.name : String(error));
    return `no se pudo conectar con ${this.options.endpoint} (${detail})`;
  }
}
