import { studioMessages as m } from '../studio.messages';
import { BASE_CSS, type StudioTemplate } from './types';

export const cardTemplate: StudioTemplate = {
  id: 'card',
  componentType: 'card',
  name: m.typeCard,
  html: `<article lang="en" dir="ltr" class="card">
  <div class="media" role="img" aria-label="Mountains at sunrise"></div>
  <div class="body">
    <h2><a href="#">A weekend in the Alps</a></h2>
    <p>Three trails, two huts and one very early sunrise: our guide to a short mountain escape.</p>
    <p class="meta"><time datetime="2026-05-12">May 12, 2026</time> · 6 min read</p>
  </div>
</article>
`,
  css: `${BASE_CSS}
.card {
  position: relative;
  max-width: 22rem;
  overflow: hidden;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  background: var(--surface);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.08);
}

.media {
  aspect-ratio: 16 / 9;
  background: linear-gradient(160deg, #f59e0b, #be185d 60%, #312e81);
}

.body {
  padding: 1rem 1.25rem 1.25rem;
}

h2 {
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
}

/* The whole card is clickable through the heading's link, which keeps one tab stop. */
h2 a {
  color: var(--text);
  text-decoration: none;
}

h2 a::after {
  content: "";
  position: absolute;
  inset: 0;
}

.card:has(a:focus-visible) {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}

h2 a:focus-visible {
  outline: none;
}

.card:hover h2 a {
  text-decoration: underline;
}

p {
  margin: 0 0 0.5rem;
}

.meta {
  color: var(--muted);
  font-size: 0.875rem;
}
`,
  js: '',
};

export const pricingTemplate: StudioTemplate = {
  id: 'pricing',
  componentType: 'pricing',
  name: m.typePricing,
  html: `<section lang="en" dir="ltr" class="pricing" aria-labelledby="pricing-title">
  <h2 id="pricing-title">Choose your plan</h2>
  <div class="plans">
    <article class="plan" aria-labelledby="plan-free">
      <h3 id="plan-free">Free</h3>
      <p class="price"><span class="amount">€0</span> / month</p>
      <ul>
        <li>1 project</li>
        <li>Community support</li>
      </ul>
      <a class="btn" href="#">Start for free</a>
    </article>
    <article class="plan featured" aria-labelledby="plan-pro">
      <p class="tag">Most popular</p>
      <h3 id="plan-pro">Pro</h3>
      <p class="price"><span class="amount">€12</span> / month</p>
      <ul>
        <li>Unlimited projects</li>
        <li>Priority e-mail support</li>
        <li>Team sharing</li>
      </ul>
      <a class="btn btn-primary" href="#">Choose Pro</a>
    </article>
    <article class="plan" aria-labelledby="plan-team">
      <h3 id="plan-team">Team</h3>
      <p class="price"><span class="amount">€40</span> / month</p>
      <ul>
        <li>Everything in Pro</li>
        <li>10 seats</li>
        <li>Single sign-on</li>
      </ul>
      <a class="btn" href="#">Contact sales</a>
    </article>
  </div>
</section>
`,
  css: `${BASE_CSS}
h2 {
  margin: 0 0 1.25rem;
  text-align: center;
}

.plans {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  align-items: stretch;
}

.plan {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.5rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  background: var(--surface);
}

.plan.featured {
  border: 2px solid var(--primary);
}

.tag {
  align-self: flex-start;
  margin: 0;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: var(--primary);
  color: var(--on-primary);
  font-size: 0.8125rem;
  font-weight: 700;
}

h3 {
  margin: 0;
}

.price {
  margin: 0;
  color: var(--muted);
}

.amount {
  color: var(--text);
  font-size: 2rem;
  font-weight: 800;
}

ul {
  flex: 1;
  margin: 0.5rem 0 1rem;
  padding-inline-start: 1.25rem;
}

.btn {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  border: 2px solid var(--primary);
  border-radius: var(--radius);
  color: var(--text);
  font-weight: 600;
  text-decoration: none;
}

.btn-primary {
  background: var(--primary);
  color: var(--on-primary);
}
`,
  js: '',
};

export const tableTemplate: StudioTemplate = {
  id: 'table',
  componentType: 'table',
  name: m.typeTable,
  html: `<div lang="en" dir="ltr" class="table-wrap" role="region" aria-labelledby="orders-caption" tabindex="0">
  <table>
    <caption id="orders-caption">Recent orders</caption>
    <thead>
      <tr>
        <th scope="col"><button type="button" data-column="0">Order</button></th>
        <th scope="col"><button type="button" data-column="1">Customer</button></th>
        <th scope="col" class="num"><button type="button" data-column="2">Total (€)</button></th>
      </tr>
    </thead>
    <tbody>
      <tr><td>#1042</td><td>Ada Lovelace</td><td class="num">120.00</td></tr>
      <tr><td>#1043</td><td>Alan Turing</td><td class="num">54.50</td></tr>
      <tr><td>#1044</td><td>Grace Hopper</td><td class="num">310.25</td></tr>
      <tr><td>#1045</td><td>Katherine Johnson</td><td class="num">89.90</td></tr>
    </tbody>
  </table>
</div>
`,
  css: `${BASE_CSS}
.table-wrap {
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: var(--radius);
}

table {
  width: 100%;
  min-width: 28rem;
  border-collapse: collapse;
}

caption {
  padding: 0.75rem 1rem;
  font-weight: 700;
  text-align: start;
}

th,
td {
  padding: 0.6rem 1rem;
  border-top: 1px solid var(--border);
  text-align: start;
}

th {
  background: var(--surface);
}

th button {
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}

th[aria-sort="ascending"] button::after { content: " ▲"; }
th[aria-sort="descending"] button::after { content: " ▼"; }

.num {
  text-align: end;
  font-variant-numeric: tabular-nums;
}

tbody tr:hover {
  background: var(--surface);
}
`,
  js: `const body = document.querySelector('tbody');
document.querySelectorAll('th button').forEach((button) => {
  button.addEventListener('click', () => {
    const column = Number(button.dataset.column);
    const header = button.parentElement;
    const ascending = header.getAttribute('aria-sort') !== 'ascending';
    document.querySelectorAll('th').forEach((th) => th.removeAttribute('aria-sort'));
    header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    const rows = [...body.rows].sort((a, b) => {
      const x = a.cells[column].textContent;
      const y = b.cells[column].textContent;
      const order = column === 2 ? Number(x) - Number(y) : x.localeCompare(y);
      return ascending ? order : -order;
    });
    body.append(...rows);
  });
});
`,
};
