/** Symbol tokens for the studio module's ports (use cases and adapters bind their class as token). */
export const STUDIO = {
  /** TemplateRepository: the saved templates (`studio_templates`). */
  TemplateRepository: Symbol.for('studio.TemplateRepository'),
  /** Multi-bound: one StudioPersonalDataPart per kind of the account's data (templates, uploads). */
  PersonalDataParts: Symbol.for('studio.PersonalDataParts'),
  /** PreviewSettings: where the sandboxed preview frame is served from (PUBLIC_URL, PREVIEW_PUBLIC_URL). */
  PreviewSettings: Symbol.for('studio.PreviewSettings'),
  /** UploadStorage: the uploaded images and their records (`studio_uploads` by default). */
  UploadStorage: Symbol.for('studio.UploadStorage'),
  /** ImageReencoder: decodes, strips and re-encodes an uploaded image (sharp). */
  ImageReencoder: Symbol.for('studio.ImageReencoder'),
  /** UploadSettings: the public URL image addresses start with. */
  UploadSettings: Symbol.for('studio.UploadSettings'),
} as const;
