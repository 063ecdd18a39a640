/** Symbol tokens for the studio module's ports (use cases and adapters bind their class as token). */
export const STUDIO = {
  /** TemplateRepository: the saved templates (`studio_templates`). */
  TemplateRepository: Symbol.for('studio.TemplateRepository'),
} as const;
