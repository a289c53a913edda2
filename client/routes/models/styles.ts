// The catalogue: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/model-card.css';
import '../../components/pagination.css';
import './catalogue.css';
import '../../components/select-filter.css';
import '../../components/ad-banners/ad-banners.css';
import '../../components/pending-results.css';
