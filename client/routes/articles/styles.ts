// The reading room: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/pagination.css';
import '../../components/article-card.css';
import './articles.css';
