// A producer's products: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/model-card.css';
import '../../components/breadcrumbs.css';
import '../../components/content-page/content-page.css';
