// The home page: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/model-card.css';
import '../../components/counters-strip.css';
import './home.css';
import '../../components/ad-banners/ad-banners.css';
