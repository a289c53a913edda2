// A model: the stylesheets it shows, linked with the page (docs/decisions/0031).
import '../../components/model-card.css';
import '../../components/like-votes.css';
import '../../components/breadcrumbs.css';
import './model-page.css';
import '../../components/video-frame.css';
import '../../components/request-model/request-model-intro.css';
import './model-ifc.css';
