// An article: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/like-votes.css';
import '../../components/breadcrumbs.css';
import '../../components/article-card.css';
import './article.css';
import '../../components/article-body.css';
import '../../components/ad-banners/ad-banners.css';
