// The Business page: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/content-page/content-page.css';
import '../../components/counters-strip.css';
import './business-page.css';
