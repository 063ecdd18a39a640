import type { MessageDescriptor } from 'react-intl';
import { studioMessages as m } from '../studio.messages';

/** A sample page the CSS playground styles; its id is saved as `templateData.markup`. English, and marked so (see templates/types.ts). */
export interface SampleMarkup {
  id: string;
  name: MessageDescriptor;
  html: string;
}

const article: SampleMarkup = {
  id: 'article',
  name: m.markupArticle,
  html: `<article lang="en" dir="ltr">
  <header>
    <p class="kicker">Guides</p>
    <h1>Designing for every screen</h1>
    <p class="byline">By <a href="#">Sam Rivera</a> · <time datetime="2026-03-02">March 2, 2026</time></p>
  </header>
  <p>Responsive design is less about breakpoints than about <strong>content</strong>: let the text decide where a layout should change, and <em>never</em> hide what people came for.</p>
  <h2>Start with the smallest screen</h2>
  <p>A single column reads well everywhere. Add columns only when lines grow past about <code>75ch</code>.</p>
  <ul>
    <li>Use relative units such as <code>rem</code> and <code>ch</code>.</li>
    <li>Give images a width and a height to avoid layout shifts.</li>
    <li>Test with a keyboard, not only a mouse.</li>
  </ul>
  <blockquote>
    <p>“Content precedes design. Design in the absence of content is not design, it’s decoration.”</p>
    <footer>— Jeffrey Zeldman</footer>
  </blockquote>
  <h3>A small example</h3>
  <pre><code>.container {
  max-width: 70ch;
  margin-inline: auto;
}</code></pre>
  <ol>
    <li>Write the content.</li>
    <li>Mark it up with meaning.</li>
    <li>Style it last.</li>
  </ol>
  <hr>
  <p><small>Filed under <a href="#">CSS</a> and <a href="#">accessibility</a>.</small></p>
</article>
`,
};

const form: SampleMarkup = {
  id: 'form',
  name: m.markupForm,
  html: `<form lang="en" dir="ltr">
  <h1>Contact us</h1>
  <fieldset>
    <legend>About you</legend>
    <label for="f-name">Name</label>
    <input id="f-name" name="name" autocomplete="name" required>
    <label for="f-email">E-mail</label>
    <input id="f-email" name="email" type="email" autocomplete="email" required>
  </fieldset>
  <fieldset>
    <legend>Your message</legend>
    <label for="f-topic">Topic</label>
    <select id="f-topic" name="topic">
      <option>General question</option>
      <option>Technical support</option>
      <option>Partnership</option>
    </select>
    <label for="f-message">Message</label>
    <textarea id="f-message" name="message" rows="5"></textarea>
  </fieldset>
  <fieldset>
    <legend>Preferred reply</legend>
    <label><input type="radio" name="reply" value="email" checked> By e-mail</label>
    <label><input type="radio" name="reply" value="phone"> By phone</label>
  </fieldset>
  <label><input type="checkbox" name="copy"> Send me a copy</label>
  <p>
    <button type="submit">Send</button>
    <button type="reset">Clear</button>
  </p>
</form>
`,
};

const cards: SampleMarkup = {
  id: 'cards',
  name: m.markupCards,
  html: `<main lang="en" dir="ltr">
  <h1>Latest projects</h1>
  <ul class="cards">
    <li class="card">
      <h2><a href="#">Weather dashboard</a></h2>
      <p>Forecasts for ten cities, updated hourly.</p>
      <p class="tags"><span>React</span> <span>Charts</span></p>
    </li>
    <li class="card">
      <h2><a href="#">Recipe finder</a></h2>
      <p>Search 4,000 recipes by what is left in the fridge.</p>
      <p class="tags"><span>Search</span> <span>API</span></p>
    </li>
    <li class="card">
      <h2><a href="#">Portfolio</a></h2>
      <p>A fast static site with a dark mode.</p>
      <p class="tags"><span>HTML</span> <span>CSS</span></p>
    </li>
    <li class="card">
      <h2><a href="#">Habit tracker</a></h2>
      <p>Small daily goals, streaks and reminders.</p>
      <p class="tags"><span>PWA</span></p>
    </li>
  </ul>
</main>
`,
};

const navigation: SampleMarkup = {
  id: 'navigation',
  name: m.markupNav,
  html: `<header lang="en" dir="ltr" class="site-header">
  <a class="logo" href="#">Northwind</a>
  <nav aria-label="Main">
    <ul>
      <li><a href="#" aria-current="page">Home</a></li>
      <li><a href="#">Shop</a></li>
      <li><a href="#">Journal</a></li>
      <li><a href="#">About</a></li>
    </ul>
  </nav>
  <a class="cta" href="#">Sign in</a>
</header>
<nav lang="en" dir="ltr" aria-label="Breadcrumb" class="breadcrumb">
  <ol>
    <li><a href="#">Home</a></li>
    <li><a href="#">Shop</a></li>
    <li><a href="#" aria-current="page">Lamps</a></li>
  </ol>
</nav>
<main lang="en" dir="ltr">
  <h1>Lamps</h1>
  <p>Warm light for long evenings.</p>
</main>
`,
};

const table: SampleMarkup = {
  id: 'table',
  name: m.markupTable,
  html: `<table lang="en" dir="ltr">
  <caption>Quarterly sales</caption>
  <thead>
    <tr><th scope="col">Region</th><th scope="col">Q1</th><th scope="col">Q2</th><th scope="col">Q3</th></tr>
  </thead>
  <tbody>
    <tr><th scope="row">North</th><td>12,400</td><td>13,100</td><td>15,250</td></tr>
    <tr><th scope="row">South</th><td>9,800</td><td>10,200</td><td>9,950</td></tr>
    <tr><th scope="row">East</th><td>14,050</td><td>14,900</td><td>16,300</td></tr>
    <tr><th scope="row">West</th><td>8,600</td><td>9,400</td><td>10,100</td></tr>
  </tbody>
  <tfoot>
    <tr><th scope="row">Total</th><td>44,850</td><td>47,600</td><td>51,600</td></tr>
  </tfoot>
</table>
`,
};

export const SAMPLE_MARKUPS: readonly SampleMarkup[] = [article, form, cards, navigation, table];

export const markupById = (id: string | undefined): SampleMarkup => SAMPLE_MARKUPS.find((markup) => markup.id === id) ?? article;

/** What a new stylesheet starts with: readable defaults in both colour schemes, for the user to change. */
export const STARTER_CSS = `:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --text: #1c1f2b;
  --muted: #4b5163;
  --accent: #3b3fc4;
}

@media (prefers-color-scheme: dark) {
  :root {
    --bg: #11131a;
    --text: #eef0f6;
    --muted: #b5bacb;
    --accent: #a5b4fc;
  }
}

/* The whole frame takes the scheme's background, not only the body's height. */
html {
  min-height: 100%;
  background: var(--bg);
}

body {
  margin: 0;
  padding: 1.5rem;
  background: var(--bg);
  color: var(--text);
  font-family: Georgia, "Times New Roman", serif;
  line-height: 1.6;
}

a {
  color: var(--accent);
}

:focus-visible {
  outline: 3px solid var(--accent);
  outline-offset: 2px;
}
`;
