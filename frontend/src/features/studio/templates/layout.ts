import { studioMessages as m } from '../studio.messages';
import { BASE_CSS, type StudioTemplate } from './types';

export const navbarTemplate: StudioTemplate = {
  id: 'navbar',
  componentType: 'navbar',
  name: m.typeNavbar,
  html: `<header lang="en" dir="ltr" class="navbar">
  <a class="brand" href="#">Acme</a>
  <button type="button" class="menu-toggle" aria-expanded="false" aria-controls="main-menu">Menu</button>
  <nav aria-label="Main">
    <ul id="main-menu" class="menu">
      <li><a href="#" aria-current="page">Home</a></li>
      <li><a href="#">Products</a></li>
      <li><a href="#">Pricing</a></li>
      <li><a href="#">Contact</a></li>
    </ul>
  </nav>
</header>
`,
  css: `${BASE_CSS}
body {
  padding: 0;
}

.navbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 1.25rem;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
}

.brand {
  color: var(--text);
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
}

.menu-toggle {
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--bg);
  color: var(--text);
  font: inherit;
  cursor: pointer;
}

nav {
  flex-basis: 100%;
}

.menu {
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
}

.menu.open {
  display: grid;
}

.menu a {
  display: block;
  padding: 0.65rem 0.75rem;
  border-radius: var(--radius);
  color: var(--text);
  text-decoration: none;
}

.menu a:hover {
  background: var(--bg);
}

.menu a[aria-current="page"] {
  color: var(--primary);
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.3em;
}

@media (min-width: 40rem) {
  .menu-toggle {
    display: none;
  }

  nav {
    flex-basis: auto;
  }

  .menu {
    display: flex;
    gap: 0.25rem;
  }
}
`,
  js: `const toggle = document.querySelector('.menu-toggle');
const menu = document.getElementById('main-menu');
toggle.addEventListener('click', () => {
  const open = toggle.getAttribute('aria-expanded') === 'true';
  toggle.setAttribute('aria-expanded', String(!open));
  menu.classList.toggle('open', !open);
});
`,
};

export const heroTemplate: StudioTemplate = {
  id: 'hero',
  componentType: 'hero',
  name: m.typeHero,
  html: `<section lang="en" dir="ltr" class="hero" aria-labelledby="hero-title">
  <p class="eyebrow">New in version 2</p>
  <h1 id="hero-title">Ship accessible interfaces faster</h1>
  <p class="lead">Components that work with a keyboard, a screen reader and any screen size, out of the box.</p>
  <div class="actions">
    <a class="btn btn-primary" href="#">Get started</a>
    <a class="btn btn-secondary" href="#">See the docs</a>
  </div>
</section>
`,
  css: `${BASE_CSS}
.hero {
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: clamp(2rem, 8vw, 5rem) 1rem;
  border-radius: 1rem;
  background: linear-gradient(135deg, var(--surface), var(--bg));
  text-align: center;
}

.eyebrow {
  margin: 0;
  color: var(--primary);
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
}

h1 {
  max-width: 20ch;
  margin: 0;
  font-size: clamp(2rem, 6vw, 3.25rem);
  line-height: 1.1;
}

.lead {
  max-width: 50ch;
  margin: 0;
  color: var(--muted);
  font-size: 1.125rem;
}

.actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
}

.btn {
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 1.4rem;
  border: 2px solid var(--primary);
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
}

.btn-primary {
  background: var(--primary);
  color: var(--on-primary);
}

.btn-secondary {
  color: var(--text);
}
`,
  js: '',
};

export const footerTemplate: StudioTemplate = {
  id: 'footer',
  componentType: 'footer',
  name: m.typeFooter,
  html: `<footer lang="en" dir="ltr" class="footer">
  <div class="columns">
    <section aria-labelledby="footer-product">
      <h2 id="footer-product">Product</h2>
      <ul>
        <li><a href="#">Features</a></li>
        <li><a href="#">Pricing</a></li>
        <li><a href="#">Changelog</a></li>
      </ul>
    </section>
    <section aria-labelledby="footer-company">
      <h2 id="footer-company">Company</h2>
      <ul>
        <li><a href="#">About</a></li>
        <li><a href="#">Careers</a></li>
        <li><a href="#">Contact</a></li>
      </ul>
    </section>
    <section aria-labelledby="footer-legal">
      <h2 id="footer-legal">Legal</h2>
      <ul>
        <li><a href="#">Privacy</a></li>
        <li><a href="#">Terms</a></li>
      </ul>
    </section>
  </div>
  <p class="copyright">© <span id="year"></span> Acme Inc.</p>
</footer>
`,
  css: `${BASE_CSS}
body {
  padding: 0;
}

.footer {
  padding: 2rem 1.5rem 1rem;
  background: var(--surface);
  border-top: 1px solid var(--border);
}

.columns {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1.5rem;
}

h2 {
  margin: 0 0 0.5rem;
  font-size: 1rem;
}

ul {
  margin: 0;
  padding: 0;
  list-style: none;
}

a {
  display: inline-block;
  padding: 0.3rem 0;
  color: var(--muted);
}

a:hover {
  color: var(--text);
}

.copyright {
  margin: 1.5rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid var(--border);
  color: var(--muted);
  font-size: 0.875rem;
}
`,
  js: `document.getElementById('year').textContent = String(new Date().getFullYear());
`,
};
