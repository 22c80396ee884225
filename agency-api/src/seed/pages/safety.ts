import type { Lang } from '../../lib/langs.js';
import type { Page } from './types.js';

// The safety page: what the agency never does, how it contacts people and how
// to report someone using its name. {{…}} are filled when the page is read.

/** Bumped when the text changes, so existing data folders receive the new text. */
export const SAFETY_VERSION = '2026-11-26';

export const SAFETY: Record<Lang, Page> = {
  pt: {
    title: 'Segurança',
    content: `<p>Golpistas se passam por agências para pedir dinheiro ou fotos íntimas, principalmente a jovens. Estas são as regras de {{site_name}}. Se alguém que diz falar por nós não as segue, não é da agência.</p>
<h2>O que nunca fazemos</h2>
<ul>
<li><strong>Nunca cobramos</strong> para se inscrever, para uma avaliação, para um book de fotos obrigatório, para um curso ou para representar você.</li>
<li><strong>Nunca pedimos fotos nuas ou de lingerie</strong>, em nenhuma idade. De menores de 18 anos também nunca pedimos fotos de biquíni ou de roupa de banho.</li>
<li>Nunca marcamos encontros em hotéis ou endereços particulares, e um menor nunca vem a um encontro sem o responsável.</li>
<li>Nunca pedimos senhas, dados bancários ou códigos recebidos por SMS.</li>
</ul>
<h2>Como entramos em contato</h2>
<ul>
<li>Por e-mail, somente de endereços que terminam em <strong>@{{email_domain}}</strong>.</li>
<li>Nas redes sociais, somente pelas contas oficiais listadas neste site, e cada scout se apresenta com nome e sobrenome, que você pode confirmar escrevendo para <a href="mailto:{{privacy_email}}">{{privacy_email}}</a>.</li>
<li>Menores de {{min_age}} anos não podem se inscrever. Entre {{min_age}} e 17 anos falamos sempre também com um dos pais ou com o responsável legal.</li>
</ul>
<h2>Como denunciar quem usa nosso nome</h2>
<ol>
<li>Não envie dinheiro nem fotos e guarde as mensagens (capturas de tela com o endereço ou o perfil).</li>
<li>Encaminhe tudo para <a href="mailto:{{privacy_email}}">{{privacy_email}}</a>: confirmamos se a pessoa é da agência e denunciamos o perfil.</li>
<li>Denuncie o perfil na própria rede social e, se houve pedido de fotos de um menor ou de dinheiro, registre um boletim de ocorrência (no Brasil, também em <a href="https://new.safernet.org.br/denuncie">SaferNet</a>).</li>
</ol>`,
  },
  en: {
    title: 'Safety',
    content: `<p>Scammers pose as agencies to ask for money or intimate photos, mostly from young people. These are the rules of {{site_name}}. If someone who says they speak for us does not follow them, they are not the agency.</p>
<h2>What we never do</h2>
<ul>
<li><strong>We never charge a fee</strong> to apply, for an assessment, for a compulsory photo shoot, for a course, or to represent you.</li>
<li><strong>We never ask for nude or lingerie photos</strong>, at any age. From anyone under 18 we never ask for swimwear photos either.</li>
<li>We never arrange meetings in hotel rooms or private homes, and a minor never comes to a meeting without their parent or guardian.</li>
<li>We never ask for passwords, bank details or codes sent to you by text message.</li>
</ul>
<h2>How we contact you</h2>
<ul>
<li>By e-mail only from addresses ending in <strong>@{{email_domain}}</strong>.</li>
<li>On social media only from the official accounts linked on this site, and every scout introduces themselves with their full name, which you can check by writing to <a href="mailto:{{privacy_email}}">{{privacy_email}}</a>.</li>
<li>Nobody under {{min_age}} can apply. From {{min_age}} to 17 we always also speak with a parent or legal guardian.</li>
</ul>
<h2>How to report someone using our name</h2>
<ol>
<li>Send no money and no photos, and keep the messages (screenshots showing the address or profile).</li>
<li>Forward everything to <a href="mailto:{{privacy_email}}">{{privacy_email}}</a>: we confirm whether the person works for us and report the profile.</li>
<li>Report the profile to the social network and, if money or photos of a minor were asked for, to the police.</li>
</ol>`,
  },
  es: {
    title: 'Seguridad',
    content: `<p>Hay estafadores que se hacen pasar por agencias para pedir dinero o fotos íntimas, sobre todo a gente joven. Estas son las reglas de {{site_name}}. Si alguien que dice hablar por nosotros no las cumple, no es de la agencia.</p>
<h2>Lo que nunca hacemos</h2>
<ul>
<li><strong>Nunca cobramos</strong> por presentar una candidatura, por una evaluación, por un book de fotos obligatorio, por un curso ni por representarte.</li>
<li><strong>Nunca pedimos fotos desnudo ni en lencería</strong>, a ninguna edad. A menores de 18 años tampoco les pedimos nunca fotos en bañador o bikini.</li>
<li>Nunca citamos en hoteles ni en domicilios particulares, y un menor nunca acude a una cita sin su padre, madre o tutor.</li>
<li>Nunca pedimos contraseñas, datos bancarios ni códigos recibidos por SMS.</li>
</ul>
<h2>Cómo te contactamos</h2>
<ul>
<li>Por correo, solo desde direcciones que terminan en <strong>@{{email_domain}}</strong>.</li>
<li>En redes sociales, solo desde las cuentas oficiales enlazadas en este sitio, y cada scout se presenta con nombre y apellido, que puedes comprobar escribiendo a <a href="mailto:{{privacy_email}}">{{privacy_email}}</a>.</li>
<li>Los menores de {{min_age}} años no pueden presentar candidatura. De {{min_age}} a 17 años hablamos siempre también con el padre, la madre o el tutor legal.</li>
</ul>
<h2>Cómo denunciar a quien usa nuestro nombre</h2>
<ol>
<li>No envíes dinero ni fotos y guarda los mensajes (capturas con la dirección o el perfil).</li>
<li>Reenvíalo todo a <a href="mailto:{{privacy_email}}">{{privacy_email}}</a>: confirmamos si la persona es de la agencia y denunciamos el perfil.</li>
<li>Denuncia el perfil en la red social y, si te pidieron dinero o fotos de un menor, ante la policía (en España, también en <a href="https://www.policia.es/_es/colabora.php">la Policía Nacional</a>).</li>
</ol>`,
  },
};
