import type { Lang } from '../../lib/langs.js';
import type { Page } from './types.js';

// The privacy policy as the agency publishes it. {{…}} are filled when the
// page is read (src/routes/site-content.ts) from the agency API's own
// configuration, so the periods stated are the periods the purge applies.

/** Stored with each consent; change it whenever the text below changes. */
export const PRIVACY_VERSION = '2026-11-26';

export const PRIVACY: Record<Lang, Page> = {
  pt: {
    title: 'Política de privacidade',
    content: `<p><em>Versão ${PRIVACY_VERSION}.</em> Esta política explica quais dados pessoais {{site_name}} recebe pelo site, por quê, com que base legal (Lei Geral de Proteção de Dados, LGPD, e Regulamento Geral de Proteção de Dados, RGPD, para visitantes da União Europeia), por quanto tempo os guarda, com quem os compartilha e como você exerce seus direitos.</p>
<h2>O que coletamos em cada formulário</h2>
<ul>
<li><strong>Contato:</strong> nome, telefone e mensagem.</li>
<li><strong>Pedido de orçamento (favoritos):</strong> nome, telefone, mensagem e os talentos escolhidos. A lista de favoritos fica só no seu navegador até você enviá-la.</li>
<li><strong>Agenciamento:</strong> nome, e-mail, telefone, pessoa de contato, país, estado e cidade, gênero, categoria, registro profissional (DRT), data de nascimento, perfis de Instagram e TikTok, medidas e quatro fotos. Para menores de 18 anos, também nome, relação, e-mail e telefone do responsável legal e o consentimento dele. Guardamos cada consentimento com a data e a versão desta política.</li>
</ul>
<p>As fotos são reduzidas e regravadas antes de serem guardadas: a localização (GPS), o aparelho e a data que o celular grava nelas são apagados. O próprio site não usa cookies de rastreamento.</p>
<h2>Por que e com que base legal</h2>
<ul>
<li>Responder a contatos e orçamentos: procedimentos preliminares a um contrato pedidos por você (LGPD art. 7º, V; RGPD art. 6.1.b).</li>
<li>Avaliar sua inscrição: seu consentimento, pedido à parte e obrigatório para enviar o formulário (LGPD art. 7º, I; RGPD art. 6.1.a).</li>
<li>Usar suas fotos na divulgação da agência: um segundo consentimento, opcional e desmarcado por padrão. Sem ele, as fotos servem só para a avaliação.</li>
<li>Menores de 18 anos: o consentimento específico de um dos pais ou do responsável legal (LGPD art. 14). Não aceitamos inscrições de menores de {{min_age}} anos.</li>
</ul>
<h2>Por quanto tempo guardamos</h2>
<ul>
<li>Inscrições, contatos e orçamentos, com as fotos: <strong>{{retention_days}} dias</strong>, depois são apagados automaticamente.</li>
<li>Inscrição de menor cujo responsável não confirmou: <strong>{{minor_pending_days}} dias</strong>.</li>
<li>Se sua inscrição for selecionada e você assinar com a agência, os dados passam a seguir o contrato.</li>
</ul>
<h2>Quem recebe os dados</h2>
<p>Somente a equipe de scouting e de booking de {{site_name}} e o serviço de hospedagem que guarda os arquivos em nosso nome. Nunca vendemos dados. As fotos só aparecem em material da agência com o consentimento de divulgação.</p>
<h2>Seus direitos</h2>
<ul><li>Saber se tratamos seus dados e ter acesso a eles</li><li>Corrigir dados incompletos ou errados</li><li>Pedir a exclusão dos seus dados e fotos a qualquer momento, antes do prazo</li><li>Retirar um consentimento (a retirada vale daí em diante)</li><li>Reclamar à Autoridade Nacional de Proteção de Dados (ANPD)</li></ul>
<h2>Cookies e widgets de terceiros</h2>
<p>O site guarda no seu navegador só o que precisa para funcionar (seus favoritos, as unidades de medida e sua escolha sobre cookies, com a data e a versão desta política); nada disso é enviado a ninguém. Com seu consentimento, e só depois dele, o site também carrega:</p>
<ul>
<li><strong>Mapa:</strong> o script de mapas do nosso fornecedor, para mostrar onde estamos. Ele pode gravar cookies e registrar sua visita.</li>
<li><strong>Avaliações:</strong> o widget de avaliações de clientes do nosso fornecedor. Ele também pode gravar cookies e registrar sua visita.</li>
<li><strong>Vídeos:</strong> os players do YouTube e do Vimeo, que tocam os vídeos dos talentos e da agência. Eles podem gravar cookies e registrar sua visita. Sem seu consentimento, cada vídeo mostra uma imagem nossa e só carrega o player quando você aperta o play.</li>
</ul>
<p>Base legal: seu consentimento (LGPD art. 7º, I; RGPD art. 6.1.a). Sem ele, ou se você recusar, nenhum deles é carregado (um vídeo, só quando você aperta o play) e o site funciona da mesma forma. Para mudar ou retirar o consentimento, use “Configurar cookies” no rodapé de qualquer página: a partir da página seguinte, eles não são mais carregados. Perguntamos de novo sempre que esta política muda.</p>
<h2>Contato</h2>
<p>Escreva para <a href="mailto:{{privacy_email}}">{{privacy_email}}</a> com o nome e o e-mail usados no formulário. Respondemos em até 15 dias.</p>`,
  },
  en: {
    title: 'Privacy policy',
    content: `<p><em>Version ${PRIVACY_VERSION}.</em> This policy explains which personal data {{site_name}} receives through this site, why, on what legal basis (Brazil's General Data Protection Law, LGPD, and the EU General Data Protection Regulation, GDPR, for visitors in the European Union), how long it is kept, who receives it and how you use your rights.</p>
<h2>What we collect in each form</h2>
<ul>
<li><strong>Contact:</strong> name, phone and message.</li>
<li><strong>Quote request (favorites):</strong> name, phone, message and the talents you chose. Your favorites list stays in your browser until you send it.</li>
<li><strong>Get scouted:</strong> name, e-mail, phone, contact person, country, state and city, gender, category, professional registration (DRT), date of birth, Instagram and TikTok handles, measurements and four photos. For applicants under 18, also the name, relationship, e-mail and phone of a parent or legal guardian and their consent. Each consent is stored with its date and the version of this policy.</li>
</ul>
<p>Photos are scaled down and re-encoded before they are stored: the location (GPS), device and date a phone writes into them are removed. The site itself uses no tracking cookies.</p>
<h2>Why, and on what legal basis</h2>
<ul>
<li>Answering contacts and quote requests: steps you ask for before a contract (LGPD art. 7, V; GDPR art. 6(1)(b)).</li>
<li>Evaluating your application: your consent, asked separately and needed to send the form (LGPD art. 7, I; GDPR art. 6(1)(a)).</li>
<li>Using your photos to promote the agency: a second consent, optional and unticked by default. Without it, photos are used for the evaluation only.</li>
<li>Applicants under 18: the specific consent of a parent or legal guardian (LGPD art. 14). We do not accept applications from anyone under {{min_age}}.</li>
</ul>
<h2>How long we keep it</h2>
<ul>
<li>Applications, contacts and quote requests, photos included: <strong>{{retention_days}} days</strong>, then they are deleted automatically.</li>
<li>A minor's application whose guardian has not confirmed: <strong>{{minor_pending_days}} days</strong>.</li>
<li>If your application is selected and you sign with the agency, your data then follows that contract.</li>
</ul>
<h2>Who receives it</h2>
<p>Only the scouting and booking team of {{site_name}} and the hosting service that stores the files on our behalf. We never sell data. Photos appear in agency material only with the promotion consent.</p>
<h2>Your rights</h2>
<ul><li>Know whether we hold your data, and access it</li><li>Correct incomplete or wrong data</li><li>Ask for your data and photos to be deleted at any time, before the period ends</li><li>Withdraw a consent (from then on)</li><li>Complain to a data protection authority (ANPD in Brazil, your own authority in the EU)</li></ul>
<h2>Cookies and third-party widgets</h2>
<p>The site keeps in your browser only what it needs to work (your favorites, your units of measure and your cookie choice, with its date and the version of this policy); none of it is sent to anyone. With your consent, and only after it, the site also loads:</p>
<ul>
<li><strong>Map:</strong> our provider's maps script, to show where we are. It may set cookies and record your visit.</li>
<li><strong>Reviews:</strong> our provider's client reviews widget. It may also set cookies and record your visit.</li>
<li><strong>Videos:</strong> YouTube's and Vimeo's players, which play the talents' and the agency's videos. They may set cookies and record your visit. Without your consent, each video shows a picture of ours and loads its player only when you press play.</li>
</ul>
<p>Legal basis: your consent (LGPD art. 7, I; GDPR art. 6(1)(a)). Without it, or if you reject them, none of them is loaded (a video only when you press play) and the site works the same. To change or withdraw your consent, use “Cookie settings” at the foot of any page: from the next page on, they are no longer loaded. We ask again whenever this policy changes.</p>
<h2>Contact</h2>
<p>Write to <a href="mailto:{{privacy_email}}">{{privacy_email}}</a> with the name and e-mail you used in the form. We answer within 15 days.</p>`,
  },
  es: {
    title: 'Política de privacidad',
    content: `<p><em>Versión ${PRIVACY_VERSION}.</em> Esta política explica qué datos personales recibe {{site_name}} a través del sitio, para qué, con qué base legal (la Ley General de Protección de Datos de Brasil, LGPD, y el Reglamento General de Protección de Datos, RGPD, para visitantes de la Unión Europea), cuánto tiempo los guarda, quién los recibe y cómo ejerces tus derechos.</p>
<h2>Qué recogemos en cada formulario</h2>
<ul>
<li><strong>Contacto:</strong> nombre, teléfono y mensaje.</li>
<li><strong>Solicitud de presupuesto (favoritos):</strong> nombre, teléfono, mensaje y los talentos elegidos. Tu lista de favoritos se queda en tu navegador hasta que la envías.</li>
<li><strong>Reclutamiento:</strong> nombre, correo, teléfono, persona de contacto, país, estado y ciudad, género, categoría, registro profesional (DRT), fecha de nacimiento, perfiles de Instagram y TikTok, medidas y cuatro fotos. Para menores de 18 años, también nombre, relación, correo y teléfono del padre, la madre o el tutor legal y su consentimiento. Cada consentimiento se guarda con su fecha y la versión de esta política.</li>
</ul>
<p>Las fotos se reducen y se vuelven a codificar antes de guardarlas: se borran la ubicación (GPS), el dispositivo y la fecha que el móvil graba en ellas. El sitio en sí no usa cookies de seguimiento.</p>
<h2>Para qué y con qué base legal</h2>
<ul>
<li>Responder a contactos y presupuestos: medidas precontractuales que nos pides (LGPD art. 7, V; RGPD art. 6.1.b).</li>
<li>Evaluar tu candidatura: tu consentimiento, pedido aparte y necesario para enviar el formulario (LGPD art. 7, I; RGPD art. 6.1.a).</li>
<li>Usar tus fotos en la promoción de la agencia: un segundo consentimiento, opcional y desmarcado por defecto. Sin él, las fotos solo sirven para la evaluación.</li>
<li>Menores de 18 años: el consentimiento específico del padre, la madre o el tutor legal (LGPD art. 14). No aceptamos candidaturas de menores de {{min_age}} años.</li>
</ul>
<h2>Cuánto tiempo los guardamos</h2>
<ul>
<li>Candidaturas, contactos y presupuestos, con las fotos: <strong>{{retention_days}} días</strong>; después se borran automáticamente.</li>
<li>Candidatura de un menor cuyo tutor no ha confirmado: <strong>{{minor_pending_days}} días</strong>.</li>
<li>Si tu candidatura es seleccionada y firmas con la agencia, tus datos pasan a regirse por ese contrato.</li>
</ul>
<h2>Quién los recibe</h2>
<p>Solo el equipo de scouting y de booking de {{site_name}} y el servicio de alojamiento que guarda los archivos por encargo nuestro. Nunca vendemos datos. Las fotos solo aparecen en material de la agencia con el consentimiento de promoción.</p>
<h2>Tus derechos</h2>
<ul><li>Saber si tratamos tus datos y acceder a ellos</li><li>Rectificar datos incompletos o erróneos</li><li>Pedir que borremos tus datos y fotos en cualquier momento, antes del plazo</li><li>Retirar un consentimiento (desde ese momento)</li><li>Reclamar ante una autoridad de protección de datos (la AEPD en España, la ANPD en Brasil)</li></ul>
<h2>Cookies y widgets de terceros</h2>
<p>El sitio guarda en tu navegador solo lo que necesita para funcionar (tus favoritos, tus unidades de medida y tu elección sobre cookies, con su fecha y la versión de esta política); nada de ello se envía a nadie. Con tu consentimiento, y solo después de él, el sitio también carga:</p>
<ul>
<li><strong>Mapa:</strong> el script de mapas de nuestro proveedor, para mostrar dónde estamos. Puede guardar cookies y registrar tu visita.</li>
<li><strong>Reseñas:</strong> el widget de reseñas de clientes de nuestro proveedor. También puede guardar cookies y registrar tu visita.</li>
<li><strong>Vídeos:</strong> los reproductores de YouTube y Vimeo, que reproducen los vídeos de los talentos y de la agencia. Pueden guardar cookies y registrar tu visita. Sin tu consentimiento, cada vídeo muestra una imagen nuestra y solo carga su reproductor cuando pulsas reproducir.</li>
</ul>
<p>Base legal: tu consentimiento (LGPD art. 7, I; RGPD art. 6.1.a). Sin él, o si los rechazas, no se carga ninguno (un vídeo, solo cuando pulsas reproducir) y el sitio funciona igual. Para cambiar o retirar tu consentimiento, usa “Configurar cookies” al pie de cualquier página: a partir de la página siguiente ya no se cargan. Volvemos a preguntar cada vez que esta política cambia.</p>
<h2>Contacto</h2>
<p>Escribe a <a href="mailto:{{privacy_email}}">{{privacy_email}}</a> con el nombre y el correo que usaste en el formulario. Respondemos en un plazo de 15 días.</p>`,
  },
};
