/**
 * One kind of the studio's personal data (templates, uploads…). Each is multi-bound under
 * STUDIO.PersonalDataParts and becomes one key of the studio's export section; the account's deletion
 * erases every part (studio README, "Personal data").
 */
export interface StudioPersonalDataPart {
  /** The key of this part in the studio's export section, e.g. `templates`; unique across parts. */
  readonly key: string;
  exportFor(userId: string): Promise<unknown>;
  eraseFor(userId: string): Promise<void>;
}
