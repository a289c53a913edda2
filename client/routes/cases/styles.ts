// The cases (the reading room's stylesheet): the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/article-card.css';
import '../articles/articles.css';
