import type { ElementLocation } from '../../audit-result.js';

/** The desktop viewport's height: what is above it is visible without scrolling. */
export const FOLD_PX = 940;

/** Text folded for matching: lower case, accents removed, punctuation as spaces. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Action phrases (folded) that make a link a call to action, in English, French and Spanish.
 * A link is a CTA when its text is short (at most 8 words) and contains one of them as whole words.
 */
export const ACTION_PHRASES: readonly string[] = [
  // en
  'get started', 'get', 'start', 'try', 'buy', 'shop', 'order', 'sign up', 'signup', 'register', 'subscribe', 'join',
  'download', 'book', 'contact', 'contact us', 'request', 'demo', 'quote', 'learn more', 'discover', 'add to cart',
  'checkout', 'donate', 'apply', 'free trial', 'schedule', 'reserve', 'install', 'upgrade', 'call', 'create account',
  // fr
  'commencer', 'commencez', 'essayer', 'essayez', 'essai gratuit', 'acheter', 'achetez', 'commander', 'commandez',
  's inscrire', 'inscrivez vous', 'inscription', 's abonner', 'abonnez vous', 'rejoindre', 'rejoignez', 'telecharger',
  'telechargez', 'reserver', 'reservez', 'contacter', 'contactez', 'contactez nous', 'nous contacter', 'demander',
  'demandez', 'devis', 'en savoir plus', 'decouvrir', 'decouvrez', 'ajouter au panier', 'faire un don', 'postuler',
  'appeler', 'appelez', 'installer', 'obtenir', 'obtenez', 'profitez', 'creer un compte', 'je m inscris',
  // es
  'empezar', 'empieza', 'comenzar', 'comienza', 'probar', 'prueba', 'comprar', 'compra', 'pedir', 'registrate',
  'registrarse', 'inscribete', 'suscribete', 'suscribirse', 'unete', 'descargar', 'descarga', 'reservar', 'reserva',
  'contactar', 'contactanos', 'solicitar', 'solicita', 'cotizacion', 'presupuesto', 'mas informacion', 'saber mas',
  'descubrir', 'descubre', 'anadir al carrito', 'agregar al carrito', 'donar', 'llamar', 'llama', 'instalar',
  'obtener', 'obten', 'crear cuenta', 'crea tu cuenta',
];

const CTA_MAX_WORDS = 8;

export function hasActionWords(text: string): boolean {
  const folded = foldText(text);
  if (folded === '' || folded.split(' ').length > CTA_MAX_WORDS) return false;
  const padded = ` ${folded} `;
  return ACTION_PHRASES.some((phrase) => padded.includes(` ${phrase} `));
}

/** Classes that mark a link styled as a button. */
export function looksLikeButton(classes: string): boolean {
  return /(^|[\s_-])(btn|button|cta)([\s_-]|$)/i.test(classes);
}

/** Buttons that run page chrome (menus, carousels, dialogs) rather than invite an action. */
const CHROME_LABELS = new Set(
  ['menu', 'close', 'toggle', 'x', 'open menu', 'close menu', 'previous', 'next', 'prev', 'search', 'fermer', 'ouvrir le menu', 'precedent', 'suivant', 'rechercher', 'cerrar', 'abrir menu', 'anterior', 'siguiente', 'buscar'].map(foldText),
);

export function isChromeLabel(text: string): boolean {
  const folded = foldText(text);
  return folded === '' || CHROME_LABELS.has(folded);
}

/** Location from the nearest landmark (collector names) and the box's top; the hero is main content above the fold. */
export function locationOf(landmark: string | null, y: number | null): ElementLocation {
  switch (landmark) {
    case 'header':
      return 'header';
    case 'nav':
      return 'navigation';
    case 'footer':
      return 'footer';
    case 'aside':
      return 'sidebar';
    default:
      return y !== null && y < FOLD_PX ? 'hero' : 'main';
  }
}

/** Skip-link texts (folded). */
const SKIP_WORDS = ['skip', 'jump to content', 'aller au contenu', 'passer au contenu', 'aller directement', 'contenu principal', 'saltar', 'ir al contenido'];

export function isSkipLinkText(text: string): boolean {
  const folded = foldText(text);
  return SKIP_WORDS.some((word) => folded.includes(foldText(word)));
}
