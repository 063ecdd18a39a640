import { createGlobalStyle } from 'styled-components';

/** Logical properties only, so right-to-left layouts mirror without a second stylesheet. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: ${({ theme }) => theme.scheme};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-block-start: 5rem;
  }

  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  body {
    margin: 0;
    min-block-size: 100vh;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    text-align: start;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }


  body:lang(ar) {
    font-family: ${({ theme }) => theme.font.arabic};
    line-height: 1.75;
  }


  body:lang(zh) {
    font-family: ${({ theme }) => theme.font.chinese};
  }

  h1, h2, h3, h4, p, ul, ol, figure {
    margin-block: 0;
  }

  ul[role='list'], ol[role='list'] {
    list-style: none;
    padding-inline-start: 0;
  }

  img, svg {
    display: block;
    max-inline-size: 100%;
  }

  a {
    color: ${({ theme }) => theme.color.link};
    text-underline-offset: 0.2em;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  code, kbd, samp, pre {
    font-family: ${({ theme }) => theme.font.mono};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  ::selection {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  /* Transitions end at once rather than lasting 0.01ms: transition-property defaults to all, so a
     non-zero duration here would animate every style change, the theme's colours included, a frame late.
     Animations keep 0.01ms and one run, so a page that ends in an animation's last frame still gets there. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
    }
  }
`;
