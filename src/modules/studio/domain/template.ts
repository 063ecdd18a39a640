/**
 * A saved studio template (docs/product.md §5.7: templateName, templateData, componentType; the owner is
 * the token's user, never the body's userId): a component's HTML, CSS and script, or a CSS playground
 * snippet. Its rules and their codes are in the studio README ("Limits", "Errors").
 */
import { DomainError } from '../../../shared/index.js';
import type { StudioComponent, StudioComponentType, StudioPreviewTheme, StudioTemplateData } from '../contract.js';
import { STUDIO_COMPONENT_TYPES, STUDIO_LIMITS } from '../../../shared/studio/index.js';
import { isUuid } from '../../../shared/index.js';

/** What a save writes: the name trimmed, the data reduced to its known fields. */
export interface TemplateContent {
  templateName: string;
  templateData: StudioTemplateData;
  componentType: StudioComponentType;
}

export interface StudioTemplateRecord extends TemplateContent {
  id: string;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a caller hands a save, before the rules: anything the HTTP shape let through. */
export interface TemplateDraft {
  templateName: string;
  templateData: { html: string; css: string; js: string; theme?: StudioPreviewTheme | null; markup?: string | null };
  componentType: string;
}

export const MAX_TEMPLATES_PER_USER = STUDIO_LIMITS.maxTemplatesPerUser;

/** `markup` names one of the playground's sample markups: an id, not a document. */
export const MAX_MARKUP_ID_LENGTH = 100;

const THEMES: readonly StudioPreviewTheme[] = ['light', 'dark'];
const COMPONENT_TYPES: readonly string[] = STUDIO_COMPONENT_TYPES;

export const isComponentType = (value: string): value is StudioComponentType => COMPONENT_TYPES.includes(value);

/**
 * Characters are code points, as PostgreSQL counts a varchar's length: an emoji is one character, and a
 * name the server takes always fits its column.
 */
export const characterCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** UTF-8 bytes of the data as JSON: what the 512 KB limit measures (studio README, "Limits"). */
export const templateDataBytes = (data: StudioTemplateData): number => Buffer.byteLength(JSON.stringify(data), 'utf8');

/**
 * Checks a draft and returns what is stored. The three sources are kept verbatim (no sanitising: they
 * only ever run in the sandboxed preview); only fields the contract names are kept.
 */
export function checkedTemplate(draft: TemplateDraft): TemplateContent {
  const templateName = draft.templateName.trim();
  if (!templateName) throw new DomainError('validation', 'STUDIO_TEMPLATE_NAME_REQUIRED', 'A template needs a name');
  if (characterCount(templateName) > STUDIO_LIMITS.maxNameLength) {
    throw new DomainError('validation', 'STUDIO_TEMPLATE_NAME_TOO_LONG', `A template name is at most ${STUDIO_LIMITS.maxNameLength} characters`, {
      maxLength: STUDIO_LIMITS.maxNameLength,
    });
  }
  if (!isComponentType(draft.componentType)) {
    throw new DomainError('validation', 'VALIDATION_FAILED', `componentType: must be one of ${STUDIO_COMPONENT_TYPES.join(', ')}`, {
      fields: { componentType: `must be one of ${STUDIO_COMPONENT_TYPES.join(', ')}` },
    });
  }
  const { html, css, js, theme, markup } = draft.templateData;
  const templateData: StudioTemplateData = { html, css, js };
  if (theme !== undefined && theme !== null) {
    if (!THEMES.includes(theme)) throw invalidField('templateData.theme', 'must be light or dark');
    templateData.theme = theme;
  }
  if (markup !== undefined && markup !== null) {
    if (characterCount(markup) > MAX_MARKUP_ID_LENGTH) throw invalidField('templateData.markup', `must be at most ${MAX_MARKUP_ID_LENGTH} characters`);
    templateData.markup = markup;
  }
  assertStorable({ templateName, ...templateData });
  const bytes = templateDataBytes(templateData);
  if (bytes > STUDIO_LIMITS.maxTemplateDataBytes) {
    throw new DomainError(
      'payload_too_large',
      'STUDIO_TEMPLATE_DATA_TOO_LARGE',
      `A template's data is at most ${STUDIO_LIMITS.maxTemplateDataBytes} bytes as JSON (UTF-8); this one is ${bytes}`,
      { maxBytes: STUDIO_LIMITS.maxTemplateDataBytes, bytes },
    );
  }
  return { templateName, templateData, componentType: draft.componentType };
}

/**
 * PostgreSQL cannot store the NUL character in text or jsonb, nor a lone UTF-16 surrogate in jsonb: such
 * a text is refused here with the field's name rather than failing in the database.
 */
const LONE_SURROGATE = /\p{Cs}/u;

function assertStorable(fields: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && (value.includes('\u0000') || LONE_SURROGATE.test(value))) {
      throw invalidField(name === 'templateName' ? name : `templateData.${name}`, 'must not contain a NUL character or a lone surrogate');
    }
  }
}

const invalidField = (field: string, problem: string) =>
  new DomainError('validation', 'VALIDATION_FAILED', `${field}: ${problem}`, { fields: { [field]: problem } });

export const templateNotFound = () => new DomainError('not_found', 'STUDIO_TEMPLATE_NOT_FOUND', 'No such template');

export const templateIdRequired = () => new DomainError('validation', 'STUDIO_TEMPLATE_ID_REQUIRED', 'Template ID is required');

export const templateLimitReached = () =>
  new DomainError('conflict', 'STUDIO_TEMPLATE_LIMIT_REACHED', `An account keeps at most ${MAX_TEMPLATES_PER_USER} templates: delete one first`, {
    max: MAX_TEMPLATES_PER_USER,
  });

/** Template ids are UUIDs; anything else names no template (and must not reach a uuid column, which would throw). */
export const isTemplateId = (value: string): boolean => isUuid(value);

/** The template as every call answers it (contract's StudioComponent). */
export const templateView = (record: StudioTemplateRecord): StudioComponent => ({
  id: record.id,
  templateName: record.templateName,
  templateData: record.templateData,
  componentType: record.componentType,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});
