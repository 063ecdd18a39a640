/** What the upload use cases read from the configuration. */
export interface UploadSettings {
  /** PUBLIC_URL without a trailing slash: the origin of every image's address. */
  publicUrl: string;
}
