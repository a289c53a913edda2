// /about: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/counters-strip.css';
import '../../components/content-page/content-page.css';
import './support-form.css';
