/** The part of a catalog the first page does not need (frontend/build/formatjs-precompile.ts). */
declare module '*.json?catalog-rest' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
