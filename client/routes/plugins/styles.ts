// /plugins: the stylesheets it shows, linked with the page (docs/decisions/0031).
import './plugins.css';
